import Charts
import ListenModel

/// An artist page's rank per year as a one-line bump chart, on an axis as deep as the artist
/// went: an artist at #20–#23 every year drew three dots on the bottom row of a #1–#20 chart
/// and left the rest out.
public enum EntityRankChart {
    /// The axis depths tried, shallowest first: the first that holds every stated rank is used.
    static let depths = [5, 10, 20, 50, EntityRankLabel.exactDepth]

    /// The chart of `profile`'s year ranks, or nil when no two years in a row have a stated
    /// rank (ranks as the page states them: deeper than `EntityRankLabel.exactDepth` is no
    /// number): dots without a line say no more than the year list beside them.
    public static func data(for profile: EntityProfile) -> RankBumpData? {
        guard profile.ref.kind == .artist else { return nil }
        let ranks = profile.yearRanks.map { EntityRankLabel.year($0.rank) }
        guard zip(ranks, ranks.dropFirst()).contains(where: { $0 != nil && $1 != nil }),
            let deepest = ranks.compactMap({ $0 }).max()
        else { return nil }
        let depth = depths.first { $0 >= deepest } ?? EntityRankLabel.exactDepth
        // Only years heard but ranked past the axis are left out; unheard years are gaps anyway.
        let leftOut = zip(profile.yearRanks, ranks).contains { entry, rank in entry.rank != nil && rank == nil }
        return RankBumpData(
            title: "\(profile.ref.name): rank among artists per year",
            subtitle: leftOut ? "Years ranked below #\(EntityRankLabel.exactDepth) are left out" : nil,
            periodLabels: profile.yearRanks.map { String($0.year) },
            series: [NamedSeries(name: profile.ref.name, values: ranks)], depth: depth)
    }

    /// The chart's words for a screen reader: every year's rank, or why it has none.
    public static func altText(for profile: EntityProfile) -> String {
        "Rank among all artists per year: "
            + profile.yearRanks.map { entry in
                "\(entry.year) "
                    + (EntityRankLabel.year(entry.rank).map { "#\($0)" }
                        ?? (entry.rank == nil ? "not heard" : "below #\(EntityRankLabel.exactDepth)"))
            }.joined(separator: ", ") + "."
    }
}

import ChartKit
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

    /// The artist page's charts: the ranks as a bump chart, one SVG in both themes that the
    /// page embeds (no files are written); none without `data`. Its days are an HTML calendar:
    /// a third of the bytes of an SVG one.
    static func charts(for profile: EntityProfile, drawing: any ChartDrawing) throws -> [ChartReference] {
        guard let data = data(for: profile) else { return [] }
        let id = "rank-bump", title = "Rank through the years", altText = altText(for: profile)
        let light = RankBumpChart(data: data, theme: pageTheme(.light)), dark = RankBumpChart(data: data, theme: pageTheme(.dark))
        // One SVG in both themes when they differ only in colour (they do), else a copy each.
        if let themed = try drawing.renderThemed(light, alternate: dark, scope: id, size: size, imageLink: nil) {
            return [ChartReference(id: id, title: title, altText: altText, inlineSVG: String(decoding: themed, as: UTF8.self))]
        }
        let lightSVG = try drawing.render(light, size: size, format: .svg, imageLink: nil)
        let darkSVG = try drawing.render(dark, size: size, format: .svg, imageLink: nil)
        return [
            ChartReference(
                id: id, title: title, altText: altText, inlineSVG: String(decoding: lightSVG, as: UTF8.self),
                inlineSVGDark: String(decoding: darkSVG, as: UTF8.self))
        ]
    }

    /// Wide and low: one artist's line needs less height than a report's ten. Drawn for the
    /// page's column, as a report's charts are (`ChartSize.forPage`).
    static let size = ChartSize(width: 1200, height: 480).forPage

    static func pageTheme(_ theme: Theme) -> Theme {
        theme.onPage(designedWidth: 1200, pageWidth: size.width)
    }
}

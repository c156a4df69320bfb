import Charts

extension ReportSection {
    /// Listens per day, month or year of the period, against the period before.
    static let activity = ReportSection(
        id: "activity", title: "Listening activity", dataPath: "stats.activity",
        charts: [
            SectionChart(
                id: "activity", caption: "Listens per bucket against the previous period",
                title: { _ in "Listening activity" },
                altText: { input in
                    let stats = input.stats
                    return "Listens per \(stats.granularity.rawValue): \(stats.listenCount) this period against \(stats.previousListenCount) the period before."
                },
                make: { ActivityChart(data: $0.range.activity(), theme: $1) }),
            SectionChart(
                id: "evolution", caption: "Top artists per bucket as a streamgraph", onPage: false,
                title: { _ in "How your top artists changed" },
                altText: { _ in "The top artists' listens per bucket, stacked." },
                make: { ArtistEvolutionChart(data: $0.range.artistEvolution(), theme: $1) }),
            SectionChart(
                id: "bump", caption: "Top artists' rank per bucket as a bump chart", onPage: false,
                title: { _ in "Rank of your top artists" }, altText: { _ in "The top artists' rank in each bucket." },
                make: { RankBumpChart(data: $0.range.rankBump(), theme: $1) }),
        ],
        view: { ActivitySection(content: $0, charts: $1) })
}

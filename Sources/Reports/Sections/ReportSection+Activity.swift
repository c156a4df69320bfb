import Charts

extension ReportSection {
    /// Listens per day, month or year of the period, against the period before.
    static let activity = ReportSection(
        id: .activity, title: "Listening activity", dataPath: "stats.activity",
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
                id: "bump", caption: "Top artists' rank per bucket as a bump chart", onPage: false,
                title: { _ in "Rank of your top artists" }, altText: { _ in "The top artists' rank in each bucket." },
                make: { RankBumpChart(data: $0.range.rankBump(), theme: $1) }),
        ],
        view: { ActivitySection(content: $0, charts: $1) })
}

extension ReportSection {
    /// The top artists' listens through a year's months or all time's years, as ListenBrainz's
    /// artist-evolution chart shows them: a week or a month is too short to have a shape. A
    /// report from ListenBrainz's statistics has no engine series, so none.
    static let artistEvolution = ReportSection(
        id: .artistEvolution, title: "How your top artists changed", partial: "evolution", dataPath: "stats.artist_evolution",
        charts: [
            SectionChart(
                id: "evolution", caption: "Top artists per bucket as a streamgraph",
                title: { _ in "How your top artists changed" },
                altText: { input in
                    "The top artists' listens per \(input.stats.granularity.rawValue), stacked: "
                        + input.stats.artistEvolution.prefix(StatSetCharts.evolutionEntries).map(\.name).joined(separator: ", ") + "."
                },
                isDrawn: { !$0.stats.artistEvolution.isEmpty },
                make: { ArtistEvolutionChart(data: $0.range.artistEvolution(), theme: $1) })
        ],
        isShown: { [.year, .allTime].contains($0.period.kind) && !$0.stats.artistEvolution.isEmpty },
        view: { EvolutionSection(content: $0, charts: $1) })
}

extension ReportSection.ID {
    static let activity: Self = "activity"
    static let artistEvolution: Self = "artist-evolution"
}

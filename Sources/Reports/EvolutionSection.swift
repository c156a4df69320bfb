import ListenModel

/// How the top artists' listens moved through a year's months or all time's years: the
/// streamgraph on a wide screen; on a phone (folded) and in Markdown, each artist's busiest month
/// or year.
struct EvolutionSection: Sendable {
    struct Row: Sendable {
        var name: String
        var link: String?
        var hasLink: Bool
        var peakLabel: String
        var peakCount: String
    }

    var available: Bool
    var unavailableMessage: String
    var bucketHeading: String
    /// "month" or "year".
    var bucketNoun: String
    var rows: [Row]
    var charts: [ChartView]
    var hasChart: Bool

    init(content: ReportContent, charts: [ChartView]) {
        let stats = content.stats
        let clock = WallClock(named: stats.timeZone)
        bucketNoun = ActivitySection.bucketHeading(content.period.kind, granularity: stats.granularity).lowercased()
        bucketHeading = "Busiest " + bucketNoun
        rows = stats.artistEvolution.prefix(StatSetCharts.evolutionEntries).compactMap { series in
            // The first bucket with the most listens: an artist's peak.
            guard let peak = series.counts.indices.max(by: { series.counts[$0] != series.counts[$1] ? series.counts[$0] < series.counts[$1] : $0 > $1 }),
                stats.activity.indices.contains(peak), series.counts[peak] > 0
            else { return nil }
            let link = EntityLinks.link(artist: series.name, mbid: series.mbid, in: content.entityLinks)
            return Row(
                name: series.name, link: link, hasLink: link != nil,
                peakLabel: ActivitySection.shortLabel(stats.activity[peak], on: clock),
                peakCount: DisplayFormat.listens(series.counts[peak]))
        }
        available = !rows.isEmpty
        unavailableMessage = "No top artists this \(content.period.kind.noun)."
        self.charts = charts
        hasChart = !charts.isEmpty
    }
}

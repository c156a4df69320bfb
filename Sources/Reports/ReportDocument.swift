import ListenModel

/// The shape of `data.json`: the data behind a report, for other tools.
///
/// `schemaVersion` changes when a field is removed or changes meaning; new fields may appear
/// without a change.
struct ReportDocument: Encodable {
    static let currentSchemaVersion = 1

    var schemaVersion = ReportDocument.currentSchemaVersion
    var generator: String
    var user: String
    var period: Period
    var stats: StatSet
    var charts: [Chart]
    /// Present in year reports.
    var yearReview: YearReview?
    /// Tracks loved during the period; absent when no feedback is stored.
    var lovedTracks: [FeedbackEntry]?

    /// The report's span, with both ends as seconds and as local ISO 8601 times.
    struct Period: Encodable {
        var kind: String
        var slug: String
        var title: String
        var start: Int64
        var end: Int64
        var startLocal: String
        var endLocal: String
        var timeZone: String
    }

    /// A chart's files, without the embedded SVG.
    struct Chart: Encodable {
        var id: String
        var title: String
        var altText: String
        var svgPath: String?
        var pngPath: String?
    }

    init(content: ReportContent) {
        let clock = WallClock(named: content.stats.timeZone)
        generator = content.generator
        user = content.user
        let window = content.period.window
        period = Period(
            kind: content.period.kind.rawValue, slug: content.period.slug, title: content.period.title,
            start: window.start, end: window.end,
            startLocal: DisplayFormat.isoTimestamp(window.start, on: clock),
            endLocal: DisplayFormat.isoTimestamp(window.end, on: clock), timeZone: content.stats.timeZone)
        stats = content.stats
        yearReview = content.yearReview
        lovedTracks = content.feedback.map { entries in
            entries.filter { $0.score == .loved && window.contains($0.created) }
        }
        charts = content.charts.map {
            Chart(id: $0.id, title: $0.title, altText: $0.altText, svgPath: $0.svgPath, pngPath: $0.pngPath)
        }
    }
}

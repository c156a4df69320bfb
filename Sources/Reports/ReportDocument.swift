import ListenModel

/// The shape of `data.json`: the data behind a report, for other tools, in the dialect of
/// `listenstats stats` (`SnakeCaseJSON`) and described by `Templates/json/report.schema.json`.
///
/// `schema_version` changes when a field is removed or changes meaning; new fields may appear
/// without a change. Version 2: snake_case keys (1 was camelCase), charts listed per section.
struct ReportDocument: Encodable {
    static let currentSchemaVersion = 2

    var schemaVersion = ReportDocument.currentSchemaVersion
    var generator: String
    var user: String
    var period: Period
    var stats: StatSet
    /// `listenbrainz` when the numbers are ListenBrainz's own statistics; absent for local ones.
    var source: Source?
    /// ListenBrainz's statistics the sections show beyond `stats`; absent when none is stored.
    var serverStatistics: ServerStatisticsDocument?
    /// ListenBrainz's own numbers for the range, beside a local report in its mode.
    var serverStats: StatSet?
    /// ListenBrainz's own Year in Music of a year report's year, when stored.
    var serverYearInMusic: YearInMusicServerData?
    /// Pins made during the period; absent when none is stored.
    var pins: [PinnedRecording]?
    /// The report's sections in page order, each with where its numbers are and its charts.
    var sections: [Section]
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
        /// Present (true) while the period has not ended: its numbers run up to `asOf`.
        var inProgress: Bool?
        var asOf: Int64?
    }

    /// Where the numbers come from and when ListenBrainz computed them.
    struct Source: Encodable {
        var kind: String
        var lastUpdated: Int64?
        var fetchedAt: Int64
    }

    /// A section on the report: its id, the path of keys to its numbers in this document
    /// (e.g. `stats.top_artists`), and the charts drawn for it.
    struct Section: Encodable {
        var id: String
        var data: String
        var charts: [Chart]
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
            endLocal: DisplayFormat.isoTimestamp(window.end, on: clock), timeZone: content.stats.timeZone,
            inProgress: PeriodProgress(content: content).isInProgress ? true : nil,
            asOf: PeriodProgress(content: content).isInProgress ? content.stats.asOf : nil)
        stats = content.stats
        // No section shows the release groups; the top albums are `top_releases`.
        stats.topReleaseGroups = nil
        yearReview = content.yearReview
        lovedTracks = content.feedback.map { entries in
            entries.filter { $0.score == .loved && window.contains($0.created) }
        }
        if case .listenBrainz(let lastUpdated, let fetchedAt) = content.source {
            source = Source(kind: "listenbrainz", lastUpdated: lastUpdated, fetchedAt: fetchedAt)
        }
        serverStatistics = ServerStatisticsDocument(content.serverStatistics)
        serverStats = content.source.isLocal ? content.serverStats : nil
        serverYearInMusic = content.serverYearInMusic.flatMap { $0.isEmpty ? nil : $0 }
        pins = content.pins.map { pins in pins.filter { window.contains($0.created) }.sorted { $0.created < $1.created } }
        sections = ReportSections.all.filter { $0.isShown(in: content) }.map { section in
            Section(
                id: section.id.rawValue, data: section.dataPath(in: content),
                charts: section.charts.compactMap { content.chart($0.id.rawValue) }.map {
                    Chart(id: $0.id, title: $0.title, altText: $0.altText, svgPath: $0.svgPath, pngPath: $0.pngPath)
                })
        }
    }
}

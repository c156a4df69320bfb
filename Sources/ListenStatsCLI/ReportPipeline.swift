import FileWriting
import CairoCanvas
import ChartKit
import Charts
import Foundation
import ListenModel
import ListenStore
import Reports
import StatsEngine

/// The named steps from stored listens to a written report: load → compute → charts → write.
struct ReportPipeline {
    var store: ListenStore
    var templates: TemplateLibrary
    /// Reports go to `outputRoot/<user>/<kind>/<slug>/`.
    var outputRoot: URL
    var calendar: Calendar
    /// The wall clock of `calendar`'s zone, which names the periods.
    var clock: WallClock { WallClock(named: calendar.timeZone.identifier) }
    var filter: StatFilter = .none
    var formats: [ReportFormat] = ReportFormat.allCases
    var frontMatter: FrontMatterStyle = .none
    var theme: Theme = .light
    /// The thresholds of milestones (the config file's `milestones:`).
    var milestones = MilestoneOptions.standard
    /// The user's settings this pipeline counts with, as every command's engine is made.
    var settings: UserReportSettings { UserReportSettings(calendar: calendar, filter: filter, milestones: milestones) }
    /// The moment the reports are made, which marks a period that has not ended as in
    /// progress; nil (the demo) treats every period as finished.
    var now: Int64?
    /// Whether every chart also gets a PNG file (a report: for its Markdown and for sharing
    /// one chart), or only what is shared (a site, whose pages embed SVG and whose Markdown
    /// links the SVG files): the share cards, the poster and the page's first chart, which is
    /// its `og:image` when it has no card, since link previews take no SVG.
    var pngForEveryChart = true
    /// Whether reports are written into a site's staging folder, which is published whole by
    /// renames: its charts and covers are then written plainly (`StagedFile`), without a
    /// temporary copy and an `fsync` each.
    var writesIntoStaging = false
    /// The cover cache the reports take covers from (never fetching); nil draws no covers.
    var coverCache: URL?
    /// Where a site build's time goes (`site --timings`); nil records nothing.
    var stages: StageTimings?
    /// Which cached covers decode, checked once per process however many reports show them.
    let checkedCovers = CheckedCovers(drawing: CairoChartDrawing())

    /// Draws the report's charts and copies its covers, with cairo: the one place the command
    /// line hands Reports its drawing.
    var chartWriter: ReportChartWriter {
        ReportChartWriter(
            drawing: CairoChartDrawing(), theme: theme, coverCache: coverCache, pngForEveryChart: pngForEveryChart,
            writesIntoStaging: writesIntoStaging, checkedCovers: checkedCovers)
    }

    /// The properties a site period's fingerprint does not take whole (`StoreSiteSource`):
    /// what the exclusions left out of the period, the period being in progress at `now` and
    /// the covers its lists show are taken per period; the store, the templates (their digest
    /// is in every page's fingerprint), where the files go, how they are written and the
    /// timings change no file. Every other property is a setting the reports are made with
    /// (zone, theme, milestones, formats, …) and is in the fingerprint, a new one too.
    static let propertiesFingerprintedPerPeriod: Set<String> = [
        "filter", "now", "coverCache", "store", "templates", "outputRoot", "writesIntoStaging", "stages", "checkedCovers",
    ]

    /// One period of one user's listens: what to compute and how to file it.
    struct Period {
        var request: RangeRequest
        var kind: ReportPeriodKind
        var slug: String
        var title: String
    }

    /// Writes the report for `period` and returns its directory.
    @discardableResult
    func writeReport(user: String, period: Period, asOf: Int64? = nil) throws -> URL {
        let engine = try loadEngine(user: user)
        let range = try pipelineStep("compute") { try engine.resolve(period.request, asOf: asOf ?? engine.latestListen ?? 0) }
        let reportPeriod = ReportPeriod(kind: period.kind, slug: period.slug, title: period.title, window: range.window)
        let directory = outputRoot.appendingPathComponent(SitePath.component(user)).appendingPathComponent(reportPeriod.relativePath)
        let content = try content(user: user, period: reportPeriod, request: period.request, range: range, engine: engine, into: directory)
        try write(content, to: directory)
        return directory
    }

    /// Step "load": the user's whole history (as it stood at `asOf`, when given), indexed once
    /// for every period asked of it.
    func loadEngine(user: String, asOf: Int64? = nil) throws -> StatsEngine {
        let stored = try pipelineStep("load") { try StoredHistory.load(user: user, from: store) }
        let history = asOf.map(stored.through) ?? stored
        return try pipelineStep("load") { try settings.engine(for: history, store: store) }
    }

    /// Steps "compute" and "charts": the statistics of `range` and the charts of every section
    /// on the report, drawn into `directory/charts/`.
    func content(
        user: String, period: ReportPeriod, request: RangeRequest, range: ResolvedRange, engine: StatsEngine,
        into directory: URL
    ) throws -> ReportContent {
        var content = try pipelineStep("compute") { () throws -> ReportContent in
            // A year report is a Year in Music, whichever way its year was named.
            let (stats, review) = engine.reportStats(for: range, reviewing: period.kind == .year ? range.firstDay.year : nil)
            let feedback = engine.naming(try store.feedback(user: user))
            return ReportContent(
                user: user, period: period, stats: stats,
                generator: "listenstats \(ListenStatsCommand.configuration.version)", yearReview: review,
                feedback: feedback.isEmpty ? nil : feedback, now: now)
        }
        let pins = try pipelineStep("load") { try store.pins(user: user) }
        content.pins = pins.isEmpty ? nil : pins
        if let review = content.yearReview {
            content.serverYearInMusic = try pipelineStep("load") { try store.yearInMusic(review.year, user: user)?.value }
        }
        if case .listenBrainz(let named) = request, WallClock.isUTC(calendar.timeZone.identifier) {
            // ListenBrainz's mode: what ListenBrainz computed for the same range goes beside it.
            let fetched = try pipelineStep("load") {
                try ServerStatKind.allCases.compactMap { try store.serverStatistic($0, range: named, user: user) }
            }
            content.serverStatistics = fetched.map(\.value)
            content.serverStats = ServerStatSet.make(range: named, from: content.serverStatistics)
        }
        let charts = chartWriter
        content.coverPaths = try pipelineStep("covers") { try charts.copyCovers(for: content, into: directory) }
        content.charts = try pipelineStep("charts") { try charts.drawCharts(for: content, into: directory) }
        return content
    }

    /// Step "write": the report's HTML, Markdown and JSON files.
    func write(_ content: ReportContent, to directory: URL) throws {
        try pipelineStep("write") {
            try ReportWriter(templates: templates, frontMatter: frontMatter).write(content, to: directory, formats: formats)
        }
    }
}

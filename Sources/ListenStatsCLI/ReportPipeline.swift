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
    var filter: StatFilter = .none
    var formats: [ReportFormat] = ReportFormat.allCases
    var frontMatter: FrontMatterStyle = .none
    var theme: Theme = .light

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

    /// Step "load": the user's whole history, indexed once for every period asked of it.
    func loadEngine(user: String) throws -> StatsEngine {
        let history = try pipelineStep("load") { try store.history(user: user) }
        return StatsEngine(history: history, calendar: calendar, filter: filter)
    }

    /// Steps "compute" and "charts": the statistics of `range` and their charts, drawn into
    /// `directory/charts/`.
    func content(
        user: String, period: ReportPeriod, request: RangeRequest, range: ResolvedRange, engine: StatsEngine,
        into directory: URL
    ) throws -> ReportContent {
        let reviewedYear = request.reviewedYear(window: range.window, calendar: calendar)
        let (stats, review, feedback) = try pipelineStep("compute") { () throws -> (StatSet, YearReview?, [FeedbackEntry]?) in
            let stats = engine.statSet(for: range)
            let review = reviewedYear.map { engine.yearReview($0) }
            let feedback = try store.feedback(user: user)
            return (stats, review, feedback.isEmpty ? nil : feedback)
        }
        let charts = try pipelineStep("charts") {
            try drawCharts(
                for: stats, review: review, user: user, title: period.title, request: reviewedYear.map(RangeRequest.year) ?? request,
                into: directory)
        }
        return ReportContent(
            user: user, period: period, stats: stats, charts: charts,
            generator: "listenstats \(ListenStatsCommand.configuration.version)", yearReview: review, feedback: feedback)
    }

    /// Step "write": the report's HTML, Markdown and JSON files.
    func write(_ content: ReportContent, to directory: URL) throws {
        try pipelineStep("write") {
            try ReportWriter(templates: templates, frontMatter: frontMatter).write(content, to: directory, formats: formats)
        }
    }

    /// Draws each chart as SVG and PNG into `directory/charts/` and says where they are.
    func drawCharts(
        for stats: StatSet, review: YearReview? = nil, user: String, title: String, request: RangeRequest,
        into directory: URL
    ) throws -> [ChartReference] {
        let inputs = StatSetCharts(stats: stats, user: user, periodTitle: title)
        var drawn: [ChartReference] = []
        func draw(_ chart: some Chart, slot: ChartSlot, title: String, altText: String, size: ChartSize = .card) throws {
            let svgName = "charts/\(slot.rawValue).svg"
            let pngName = "charts/\(slot.rawValue).png"
            // The page embeds the SVG itself; the files stay beside it for Markdown and sharing.
            let svg = try ChartRenderer.render(chart, size: size, format: .svg)
            try ChartRenderer.write(svg, to: directory.appendingPathComponent(svgName))
            try ChartRenderer.write(chart, to: directory.appendingPathComponent(pngName), size: size, format: .png)
            drawn.append(
                ChartReference(
                    id: slot.rawValue, title: title, altText: altText, svgPath: svgName, pngPath: pngName,
                    inlineSVG: String(decoding: svg, as: UTF8.self)))
        }
        let total = stats.listenCount
        try draw(
            ActivityChart(data: inputs.activity(), theme: theme), slot: .activity, title: "Listening activity",
            altText: "Listens per \(stats.granularity.rawValue): \(total) this period against \(stats.previousListenCount) the period before.")
        try draw(
            TopBarsChart(data: inputs.topArtists(), theme: theme), slot: .topArtists, title: "Top artists",
            altText: "Top artists: " + stats.topArtists.prefix(5).map { "\($0.name) (\($0.listenCount))" }.joined(separator: ", "))
        try draw(
            TopBarsChart(data: inputs.topReleases(), theme: theme), slot: .topReleases, title: "Top albums",
            altText: "Top albums: " + stats.topReleases.prefix(5).map { "\($0.name) (\($0.listenCount))" }.joined(separator: ", "))
        try draw(
            TopBarsChart(data: inputs.topRecordings(), theme: theme), slot: .topRecordings, title: "Top tracks",
            altText: "Top tracks: " + stats.topRecordings.prefix(5).map { "\($0.trackName) (\($0.listenCount))" }.joined(separator: ", "))
        try draw(
            HourWeekdayHeatmap(data: inputs.hourWeekday(), theme: theme), slot: .hourWeekday, title: "When you listen",
            altText: "Listens by weekday and hour in \(stats.timeZone).")
        if case .year(let year) = request {
            try draw(
                CalendarHeatmap(data: inputs.calendarHeatmap(year: year), theme: theme), slot: .calendar,
                title: "Every day of \(year)", altText: "Listens on each day of \(year).")
        }
        if let review, review.listenCount > 0 {
            try draw(
                YearPoster(
                    data: YearReviewCharts(review: review, user: user, calendar: inputs.calendarHeatmap(year: review.year))
                        .poster(coverDirectory: nil),
                    theme: theme), slot: .poster, title: "\(review.year) in music",
                altText: "Poster of \(user)'s \(review.year): \(review.listenCount) listens, \(review.artistCount) artists.",
                size: .posterTall)
        }
        return drawn
    }
}

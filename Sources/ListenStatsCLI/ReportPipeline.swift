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
        let history = try pipelineStep("load") { try store.history(user: user) }
        let engine = StatsEngine(history: history, calendar: calendar, filter: filter)
        let stats = try pipelineStep("compute") { () throws -> StatSet in
            let range = try engine.resolve(period.request, asOf: asOf ?? engine.latestListen ?? 0)
            return engine.statSet(for: range)
        }
        let reportPeriod = ReportPeriod(kind: period.kind, slug: period.slug, title: period.title, window: stats.window)
        let directory = outputRoot.appendingPathComponent(user).appendingPathComponent(reportPeriod.relativePath)
        let charts = try pipelineStep("charts") {
            try drawCharts(for: stats, user: user, title: period.title, yearOf: period, into: directory)
        }
        try pipelineStep("write") {
            let content = ReportContent(
                user: user, period: reportPeriod, stats: stats, charts: charts,
                generator: "listenstats \(ListenStatsCommand.configuration.version)")
            try ReportWriter(templates: templates, frontMatter: frontMatter).write(content, to: directory, formats: formats)
        }
        return directory
    }

    /// Draws each chart as SVG and PNG into `directory/charts/` and says where they are.
    private func drawCharts(
        for stats: StatSet, user: String, title: String, yearOf period: Period, into directory: URL
    ) throws -> [ChartReference] {
        let inputs = StatSetCharts(stats: stats, user: user, periodTitle: title)
        var drawn: [ChartReference] = []
        func draw(_ chart: some Chart, slot: ChartSlot, title: String, altText: String, size: ChartSize = .card) throws {
            let svgName = "charts/\(slot.rawValue).svg"
            let pngName = "charts/\(slot.rawValue).png"
            try ChartRenderer.write(chart, to: directory.appendingPathComponent(svgName), size: size, format: .svg)
            try ChartRenderer.write(chart, to: directory.appendingPathComponent(pngName), size: size, format: .png)
            drawn.append(ChartReference(id: slot.rawValue, title: title, altText: altText, svgPath: svgName, pngPath: pngName))
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
        if case .year(let year) = period.request {
            try draw(
                CalendarHeatmap(data: inputs.calendarHeatmap(year: year), theme: theme), slot: .calendar,
                title: "Every day of \(year)", altText: "Listens on each day of \(year).")
        }
        return drawn
    }
}

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
    /// The moment the reports are made, which marks a period that has not ended as in
    /// progress; nil (the demo) treats every period as finished.
    var now: Int64?

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
        let metadata = try pipelineStep("load") { try store.musicMetadata() }
        return StatsEngine(history: history, calendar: calendar, filter: filter, metadata: metadata)
    }

    /// Steps "compute" and "charts": the statistics of `range` and the charts of every section
    /// on the report, drawn into `directory/charts/`.
    func content(
        user: String, period: ReportPeriod, request: RangeRequest, range: ResolvedRange, engine: StatsEngine,
        into directory: URL
    ) throws -> ReportContent {
        var content = try pipelineStep("compute") { () throws -> ReportContent in
            let stats = engine.statSet(for: range)
            // A year report is a Year in Music, whichever way its year was named.
            let review = period.kind == .year ? engine.yearReview(range.firstDay.year) : nil
            let feedback = try store.feedback(user: user)
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
        if content.stats.timeZone == "UTC", let named = StatRange(rawValue: content.stats.rangeName) {
            // ListenBrainz's mode: what ListenBrainz computed for the same range goes beside it.
            let fetched = try pipelineStep("load") {
                try ServerStatKind.allCases.compactMap { try store.serverStatistic($0, range: named, user: user) }
            }
            content.serverStatistics = fetched.map(\.value)
            content.serverStats = ServerStatSet.make(range: named, from: content.serverStatistics)
        }
        content.charts = try pipelineStep("charts") { try drawCharts(for: content, into: directory) }
        return content
    }

    /// Step "write": the report's HTML, Markdown and JSON files.
    func write(_ content: ReportContent, to directory: URL) throws {
        try pipelineStep("write") {
            try ReportWriter(templates: templates, frontMatter: frontMatter).write(content, to: directory, formats: formats)
        }
    }

    /// Draws the page's chart of every section on the report as SVG and PNG into
    /// `directory/charts/` and says where they are.
    func drawCharts(for content: ReportContent, into directory: URL) throws -> [ChartReference] {
        let range = StatSetCharts(stats: content.stats, user: content.user, periodTitle: content.period.title)
        let year = content.yearReview.map { review in
            YearReviewCharts(review: review, user: content.user, calendar: range.calendarHeatmap(year: review.year))
        }
        let input = ChartInput(range: range, year: year, serverStatistics: content.serverStatistics)
        var drawn: [ChartReference] = []
        for section in ReportSections.all where section.isShown(in: content) {
            for chart in section.charts where chart.onPage && chart.isDrawn(input) {
                let svgName = "charts/\(chart.id).svg"
                let pngName = "charts/\(chart.id).png"
                // The page embeds both themes' SVG and shows the reader's; the files, in the
                // configured theme, stay beside it for Markdown and sharing.
                let light = try ChartRenderer.render(chart.chart(input, theme: .light), size: chart.size, format: .svg)
                let dark = try ChartRenderer.render(chart.chart(input, theme: .dark), size: chart.size, format: .svg)
                let picture = chart.chart(input, theme: theme)
                try ChartRenderer.write(theme == .dark ? dark : light, to: directory.appendingPathComponent(svgName))
                try ChartRenderer.write(picture, to: directory.appendingPathComponent(pngName), size: chart.size, format: .png)
                drawn.append(
                    ChartReference(
                        id: chart.id, title: chart.title(input), altText: chart.altText(input), svgPath: svgName,
                        pngPath: pngName, inlineSVG: String(decoding: light, as: UTF8.self),
                        inlineSVGDark: String(decoding: dark, as: UTF8.self)))
            }
        }
        return drawn
    }
}

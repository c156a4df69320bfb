import ChartKit
import Charts
import Concurrency
import Dispatch
import FileWriting
import Foundation

/// Every chart of the catalogue drawn from one history, light and dark, into a folder with an
/// `index.html` (`templates/html/gallery.mustache`) showing each pair side by side: what a
/// chart change looks like everywhere at once. The command line computes the history's
/// numbers and hands in how charts are drawn.
public struct ChartGallery: Sendable {
    /// One chart of the gallery: a file name, a size, and how to build it in a theme.
    struct Entry: Sendable {
        var name: String
        var caption: String
        var size: ChartSize
        var makeChart: @Sendable (Theme) -> any Chart
        /// Whether to write a PDF as well (posters).
        var writesPDF = false
    }

    let entries: [Entry]

    /// Every section chart of `year` (the year `review` reviews), as `listenstats chart` draws
    /// them, plus `week`'s activity.
    public init(week: StatSetCharts, weekTitle: String, year: StatSetCharts, yearNumber: Int, review: YearReviewCharts) {
        let weekActivity = Entry(name: "activity-week", caption: "Listening activity of \(weekTitle) against the week before", size: .card) {
            ActivityChart(data: week.activity(), theme: $0)
        }
        let input = ChartInput(range: year, year: review)
        entries = [weekActivity] + ReportSections.charts.map { chart in
            Entry(
                name: chart.id.rawValue, caption: "\(chart.caption), \(yearNumber)", size: chart.size,
                makeChart: { chart.chart(input, theme: $0) }, writesPDF: chart.size != .card)
        }
    }

    /// Writes every entry as PNG (at `scale`), SVG and (posters) PDF in both themes, then
    /// `index.html`; returns the files written. The files are drawn on all cores (each canvas
    /// is its own); the index is written last, once every picture it shows is there.
    @discardableResult
    public func write(to directory: URL, scale: Double, drawing: any ChartDrawing, templates: TemplateLibrary) throws -> [URL] {
        // Rendered first: a templates folder without the gallery's page stops it before a file is written.
        let page = try templates.render("gallery", in: .html, IndexView(entries: entries.map(IndexView.Entry.init)))
        var jobs: [(entry: Entry, theme: Theme, format: ChartFormat, url: URL)] = []
        for entry in entries {
            for theme in [Theme.light, Theme.dark] {
                for format in [ChartFormat.png, .svg, .pdf] where format != .pdf || entry.writesPDF {
                    jobs.append((entry, theme, format, directory.appendingPathComponent("\(entry.name)-\(theme.name).\(format.rawValue)")))
                }
            }
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportsError(code: .output, message: "cannot create the gallery folder \(directory.path)", cause: String(describing: error))
        }
        let failures = ErrorSlots()
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let job = work[index]
            do {
                let data = try drawing.render(
                    job.entry.makeChart(job.theme), size: job.entry.size, format: job.format, scale: job.format == .png ? scale : 1,
                    imageLink: nil)
                try AtomicFile.write(data, to: job.url)
            } catch {
                failures.record(error, at: index)
            }
        }
        let failed = failures.all.map { "\(work[$0.index].url.lastPathComponent): \($0.error)" }
        guard failed.isEmpty else {
            throw ReportsError(code: .output, message: "could not draw \(failed.count) gallery files: " + failed.joined(separator: "; "))
        }
        let index = directory.appendingPathComponent("index.html")
        do {
            try AtomicFile.write(Data(page.utf8), to: index)
        } catch {
            throw ReportsError(code: .output, message: "could not write \(index.path)", cause: String(describing: error))
        }
        return jobs.map(\.url) + [index]
    }

    /// What `gallery.mustache` reads.
    struct IndexView: Sendable {
        struct Entry: Sendable {
            struct Theme: Sendable {
                var theme: String
                var pdf: Bool
                var first: Bool
            }

            var name: String
            var caption: String
            var themes: [Theme]

            init(_ entry: ChartGallery.Entry) {
                name = entry.name
                caption = entry.caption
                themes = ["light", "dark"].enumerated().map { Theme(theme: $0.element, pdf: entry.writesPDF, first: $0.offset == 0) }
            }
        }

        var entries: [Entry]
    }

    /// One measured rendering: a chart in a format, the median wall and CPU time of several runs.
    public struct Timing: Sendable {
        public var name: String
        public var format: ChartFormat
        public var wallMilliseconds: Double
        /// CPU time of this thread: what the render costs when the machine is not shared.
        public var cpuMilliseconds: Double
    }

    /// Renders every entry in memory `iterations` times per format and returns the median times.
    public func benchmark(iterations: Int, drawing: any ChartDrawing) throws -> [Timing] {
        var timings: [Timing] = []
        for entry in entries {
            let chart = entry.makeChart(.light)
            for format in [ChartFormat.png, .svg, .pdf] where format != .pdf || entry.writesPDF {
                var wall: [Double] = []
                var cpu: [Double] = []
                for _ in 0..<max(1, iterations) {
                    let (wallStart, cpuStart) = (Self.now(CLOCK_MONOTONIC), Self.now(CLOCK_THREAD_CPUTIME_ID))
                    _ = try drawing.render(chart, size: entry.size, format: format, scale: 1, imageLink: nil)
                    wall.append(Self.now(CLOCK_MONOTONIC) - wallStart)
                    cpu.append(Self.now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
                }
                wall.sort()
                cpu.sort()
                timings.append(Timing(name: entry.name, format: format, wallMilliseconds: wall[wall.count / 2], cpuMilliseconds: cpu[cpu.count / 2]))
            }
        }
        return timings
    }

    /// Milliseconds on `clock`.
    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}

import Concurrency
import FileWriting
import CairoCanvas
import ChartKit
import Charts
import Dispatch
import Foundation
import Reports

/// Draws every chart of the catalogue from the demo history, light and dark, into a directory with
/// an `index.html` showing them side by side.
enum ChartGallery {
    /// Every section chart of 2025 from `data`, as `listenstats chart` draws it, plus a week's
    /// activity.
    static func entries(_ data: GalleryData) -> [GalleryEntry] {
        let week = GalleryEntry(name: "activity-week", caption: "Listening activity of 2026-W47 against the week before", size: .card) {
            ActivityChart(data: data.week.activity(), theme: $0)
        }
        let input = ChartInput(range: data.year, year: data.review)
        return [week] + ReportSections.charts.map { chart in
            GalleryEntry(
                name: chart.id.rawValue, caption: "\(chart.caption), \(GalleryData.yearNumber)", size: chart.size,
                makeChart: { chart.chart(input, theme: $0) }, writesPDF: chart.size != .card)
        }
    }

    /// Writes every entry as PNG (at `scale`) and SVG, in both themes, plus `index.html`;
    /// returns the files written. Files are drawn on all cores: each canvas is independent.
    @discardableResult
    static func write(to directory: URL, scale: Double) throws -> [URL] {
        let entries = entries(try GalleryData())
        var jobs: [(entry: GalleryEntry, theme: Theme, format: ChartFormat, url: URL)] = []
        for entry in entries {
            for theme in [Theme.light, Theme.dark] {
                for format in [ChartFormat.png, .svg, .pdf] where format != .pdf || entry.writesPDF {
                    jobs.append((entry, theme, format, directory.appendingPathComponent("\(entry.name)-\(theme.name).\(format.rawValue)")))
                }
            }
        }
        let failures = ErrorSlots()
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let job = work[index]
            do {
                try ChartRenderer.write(job.entry.makeChart(job.theme), to: job.url, size: job.entry.size, format: job.format, scale: job.format == .png ? scale : 1)
            } catch {
                failures.record(error, at: index)
            }
        }
        let failed = failures.all.map { "\(work[$0.index].url.lastPathComponent): \($0.error)" }
        guard failed.isEmpty else {
            throw CLIError("could not draw \(failed.count) gallery files: " + failed.joined(separator: "; "), status: .cannotCreate)
        }
        let index = directory.appendingPathComponent("index.html")
        do {
            try AtomicFile.write(Data(indexPage(entries).utf8), to: index)
        } catch {
            throw CLIError("could not write \(index.path): \(error)", status: .cannotCreate)
        }
        return jobs.map(\.url) + [index]
    }

    /// One measured rendering: a chart in a format, the median wall and CPU time of several runs.
    struct Timing {
        var name: String
        var format: ChartFormat
        var wallMilliseconds: Double
        /// CPU time of this thread: what the render costs when the machine is not shared.
        var cpuMilliseconds: Double
    }

    /// Renders every entry in memory `iterations` times per format and returns the median times.
    static func benchmark(iterations: Int) throws -> [Timing] {
        var timings: [Timing] = []
        for entry in entries(try GalleryData()) {
            let chart = entry.makeChart(.light)
            for format in [ChartFormat.png, .svg, .pdf] where format != .pdf || entry.writesPDF {
                var wall: [Double] = []
                var cpu: [Double] = []
                for _ in 0..<max(1, iterations) {
                    let (wallStart, cpuStart) = (now(CLOCK_MONOTONIC), now(CLOCK_THREAD_CPUTIME_ID))
                    _ = try ChartRenderer.render(chart, size: entry.size, format: format)
                    wall.append(now(CLOCK_MONOTONIC) - wallStart)
                    cpu.append(now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
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

    private static func indexPage(_ entries: [GalleryEntry]) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>ListenStats chart gallery</title>
            <style>
            body{font-family:system-ui,sans-serif;margin:2rem;background:#f6f7f9;color:#1b1f24}
            section{margin-bottom:3rem} .pair{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
            img{width:100%;height:auto;border:1px solid #d0d5dc;border-radius:6px}
            a{color:#0072b2} h2{margin-bottom:.3rem} p{margin-top:0;color:#5b6470}
            </style></head><body>
            <h1>ListenStats chart gallery</h1>

            """
        for entry in entries {
            html += "<section><h2>\(entry.name.xmlEscaped)</h2><p>\(entry.caption.xmlEscaped) · "
            html += ["light", "dark"].map { theme in
                var links = "<a href=\"\(entry.name)-\(theme).svg\">\(theme) SVG</a>"
                if entry.writesPDF { links += " · <a href=\"\(entry.name)-\(theme).pdf\">\(theme) PDF</a>" }
                return links
            }.joined(separator: " · ")
            html += "</p><div class=\"pair\">"
            for theme in ["light", "dark"] {
                html += "<img src=\"\(entry.name)-\(theme).png\" alt=\"\(entry.caption.xmlEscaped), \(theme) theme\">"
            }
            html += "</div></section>\n"
        }
        return html + "</body></html>\n"
    }
}

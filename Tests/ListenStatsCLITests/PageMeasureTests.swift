import Foundation
import Testing

/// The demo's site as readers see it: each kind of page (front, week, month, year, all time,
/// artist, album, track) in headless Chromium at 320 to 1920 px, measured by
/// `scripts/page-check.py`.
@Suite("Pages measured in Chromium")
struct PageMeasureTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile(atPath:))

    /// One page at one width, as the script reports it.
    struct Measurement: Decodable {
        struct Chart: Decodable {
            var src: String
            var shown: Double
            var text: Double?
        }

        var page: String
        var width: Int
        var height: Int
        var scrollWidth: Int
        var charts: [Chart]
    }

    @Test(
        "chart text is 11 CSS px or more wherever a chart is shown, no page scrolls sideways, and a week and a year keep to 5,000 and 8,000 px at 375 and 1280",
        .enabled(if: chromium != nil, "chromium is not installed; scripts/install-system-deps.sh --test installs it"))
    func measured() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let site = home.path + "/site"
        for arguments in [
            ["demo", "--output", home.path + "/demo", "--quiet"], ["site", "--timezone", "Europe/Berlin", "--out", site],
        ] {
            let outcome = try await ExecutableExitCodeTests.running(arguments + ["--db", database], home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
        let check = try SiteCrawlTests.script("page-check.py", [site, "--json"])
        #expect(check.status == 0, "\(check.output)")
        let json = try #require(check.output.range(of: "\npage heights").map { String(check.output[..<$0.lowerBound]) })
        let measurements = try JSONDecoder().decode([Measurement].self, from: Data(json.utf8))
        let kinds = Set(measurements.map(\.page))
        #expect(kinds == ["front", "week", "month", "year", "all-time", "artist", "album", "track"])
        #expect(Set(measurements.map(\.width)) == [320, 375, 660, 1024, 1280, 1920])
        // The check can fail: charts are shown, and measured, on the wide pages.
        let wideCharts = measurements.filter { $0.width == 1280 }.flatMap(\.charts).compactMap(\.text)
        #expect(wideCharts.count >= 10, "\(wideCharts)")
        for measurement in measurements {
            #expect(measurement.scrollWidth <= measurement.width, "\(measurement.page) at \(measurement.width)")
            // An inline drawing without text (an entity page's month strip) has nothing to read.
            for chart in measurement.charts where chart.text != nil || !chart.src.hasPrefix("(inline") {
                let text = try #require(chart.text, "\(chart.src) on \(measurement.page) at \(measurement.width) has no measured text")
                #expect(text >= 11, "\(chart.src) on \(measurement.page) at \(measurement.width): \(text) px")
            }
        }
        for (page, limit) in [("week", 5000), ("year", 8000)] {
            for width in [375, 1280] {
                let height = try #require(measurements.first { $0.page == page && $0.width == width }?.height)
                #expect(height <= limit, "\(page) at \(width) px is \(height) px tall")
            }
        }
    }
}

import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("Report writer")
struct ReportWriterTests {
    @Test("writes index.html, report.md and data.json into the folder")
    func writesThreeFiles() throws {
        let directory = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let written = try writer.write(ReportFixtures.weeklyContent(), to: directory)
        #expect(written.map(\.lastPathComponent) == ["index.html", "report.md", "data.json"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("the same content gives the same bytes twice")
    func deterministic() throws {
        let first = ReportFixtures.temporaryDirectory()
        let second = ReportFixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let writer = ReportWriter(templates: try ReportFixtures.templates(), frontMatter: .yaml)
        try writer.write(ReportFixtures.weeklyContent(), to: first)
        try writer.write(ReportFixtures.weeklyContent(), to: second)
        for format in ReportFormat.allCases {
            let name = format.fileName(frontMatter: .yaml)
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two runs")
        }
    }

    @Test("data.json is compact, with a schema version, sorted snake_case keys, the statistics and each section's data and charts")
    func json() throws {
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        let text = try writer.render(ReportFixtures.weeklyContent(), as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema_version"] as? Int == 2)
        #expect(Array(object.keys).sorted() == ["generator", "loved_tracks", "period", "schema_version", "sections", "stats", "user"])
        let period = try #require(object["period"] as? [String: Any])
        #expect(period["start_local"] as? String == "2026-11-16T00:00:00+01:00")
        #expect(period["slug"] as? String == "2026-W47")
        let stats = try #require(object["stats"] as? [String: Any])
        #expect(stats["listen_count"] as? Int == 22)
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { $0["id"] as? String } == ReportSections.all.filter { $0.isShown(in: ReportFixtures.weeklyContent()) }.map(\.id.rawValue))
        let topArtists = try #require(sections.first { $0["id"] as? String == "top-artists" })
        #expect(topArtists["data"] as? String == "stats.top_artists")
        #expect((topArtists["charts"] as? [[String: Any]])?.first?["svg_path"] as? String == "charts/top-artists.svg")
        #expect(!text.contains("<svg"), "the embedded SVG stays out of the data file")
        // Compact (one line for programs), the keys in sorted order as written.
        #expect(text.hasSuffix("}\n") && !text.dropLast().contains("\n") && !text.contains("\" : "))
        let keys = ["generator", "loved_tracks", "period", "schema_version", "sections", "stats", "user"]
        let offsets = try keys.map { key in try #require(text.range(of: "\"\(key)\":")).lowerBound }
        #expect(offsets == offsets.sorted() && text.hasPrefix("{\"generator\":"))
    }

    @Test("a chart path leaving the report folder is refused before anything is written")
    func chartPathEscaping() throws {
        let directory = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var content = ReportFixtures.weeklyContent()
        content.charts = [ChartReference(id: "activity", title: "t", altText: "a", pngPath: "../../etc/passwd")]
        let writer = ReportWriter(templates: try ReportFixtures.templates())
        #expect(throws: ReportsError.self) { try writer.write(content, to: directory) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a change against a previous period the history only partly covers says where the history begins: once on the page, on the card; on the card and in the sentence in Markdown")
    func partlyCoveredPreviousPeriod() throws {
        var content = ReportFixtures.weeklyContent()
        let begins = content.period.window.start - 2 * 86_400
        content.stats.comparison = PeriodComparison(
            begunBuckets: 7, previousListenCount: content.stats.previousListenCount, historyStartsInPreviousPeriod: begins)
        let html = try ReportWriter(templates: try ReportFixtures.templates()).render(content, as: .html)
        let day = DisplayFormat.day(begins, on: WallClock(named: content.stats.timeZone))
        let note = "the history begins on \(day), so that week is only partly covered"
        #expect(html.components(separatedBy: note).count == 2, "the card")
        let markdown = try ReportWriter(templates: try ReportFixtures.templates()).render(content, as: .markdown)
        #expect(markdown.components(separatedBy: note).count == 3, "the card and the sentence")
    }
}


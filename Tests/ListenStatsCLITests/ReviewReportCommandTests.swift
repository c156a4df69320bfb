import Foundation
import ListenModel
import ListenStore
import Testing

@testable import ListenStatsCLI

@Suite("listenstats year and report: the year review, milestones and on this day")
struct ReviewReportCommandTests {
    /// 2023: Old 10, Kept 5. 2024: Kept 8 (12 March), Found 6 (new). Two listens on 10 March 2025.
    func workspace() throws -> (folder: URL, database: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        let database = folder.appendingPathComponent("listens.sqlite").path
        func listens(_ count: Int, _ artist: String, _ day: CalendarDay) -> [Listen] {
            (0..<count).map {
                Listen(
                    listenedAt: Int64(day.dayNumber) * 86_400 + 36_000 + Int64($0) * 600,
                    track: Track(artistName: artist, trackName: "\(artist) song", releaseName: "\(artist) LP"), durationMs: 200_000, source: .demo)
            }
        }
        let history = listens(10, "Old", CalendarDay(year: 2023, month: 5, day: 1)) + listens(5, "Kept", CalendarDay(year: 2023, month: 6, day: 1))
            + listens(8, "Kept", CalendarDay(year: 2024, month: 3, day: 12)) + listens(6, "Found", CalendarDay(year: 2024, month: 9, day: 1))
            + listens(2, "Kept", CalendarDay(year: 2025, month: 3, day: 10))
        try ListenStore(path: database).insert(history, user: "rob")
        return (folder, database)
    }

    @Test(
        "a year report writes a share card per review section, names the first as og:image, and its data.json matches the schema",
        JSONSchemaTests.needsValidator)
    func year() async throws {
        let (folder, database) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try await YearCommand.parse(["2024", "--db", database, "--user", "rob", "--timezone", "Europe/Berlin", "--out", out.path, "--quiet"]).run()
        let year = out.appendingPathComponent("rob/year/2024")
        for card in ["year-comparison-card", "chart-movers-card", "top-discoveries-card", "forgotten-favourites-card", "months-card", "milestones-card"] {
            #expect(FileManager.default.fileExists(atPath: year.appendingPathComponent("charts/\(card).png").path), "\(card)")
        }
        let html = try String(contentsOf: year.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<meta property=\"og:image\" content=\"charts/year-comparison-card.png\">"))
        #expect(html.contains("<section id=\"forgotten-favourites\">") && html.contains("<bdi>Old</bdi>"))
        #expect(html.contains("<span class=\"rank lead up\">Gold</span><span class=\"name\"><bdi>Kept</bdi>"))
        let data = try Data(contentsOf: year.appendingPathComponent("data.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let review = try #require(document["year_review"] as? [String: Any])
        #expect((review["comparison"] as? [String: Any])?["previous_listen_count"] as? Int == 15)
        #expect((review["top_discoveries"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Found"])
        #expect((review["forgotten_favourites"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Old"])
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.first { $0["id"] as? String == "milestones" }?["data"] as? String == "stats.milestones")
        let schemas = JSONSchemaTests()
        let check = try schemas.validate("report", [year.appendingPathComponent("data.json").path])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("a weekly report recalls the same days a year before")
    func week() async throws {
        let (folder, database) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try await ReportCommand.parse(["--db", database, "--user", "rob", "--range", "2025-W11", "--timezone", "UTC", "--out", out.path, "--quiet"]).run()
        let html = try String(contentsOf: out.appendingPathComponent("rob/week/2025-W11/index.html"), encoding: .utf8)
        #expect(html.contains("<h3>One year ago this week</h3>"))
        #expect(html.contains("10 – 16 March 2024: 8 listens."))
        #expect(!html.contains("year-comparison"))
    }
}

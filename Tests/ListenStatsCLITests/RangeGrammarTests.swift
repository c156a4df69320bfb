import Foundation
import Testing

/// One grammar for a period in every command that takes one: `--range` with ListenBrainz's
/// presets or a year, month or ISO week, `--from/--to`, `--as-of`, and one default (`week`).
@Suite("listenstats: one range grammar for stats, chart and report")
struct RangeGrammarTests {
    /// A listen every six hours through 2024, in UTC.
    static let history = (0..<(366 * 4)).map { index in
        #"{"listened_at": \#(1_704_067_200 + index * 21_600), "track_metadata": {"artist_name": "Artist \#(index % 9)", "track_name": "Song \#(index % 40)"}}"#
    }.joined(separator: "\n") + "\n"

    static func imported() async throws -> (home: TemporaryDirectory, database: String) {
        let imported = try await ImportedHistory(history)
        return (imported.home, imported.database)
    }

    static func window(_ json: String) throws -> [String: Int] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let stats = try #require(object["stats"] as? [String: Any])
        return try #require(stats["window"] as? [String: Int])
    }

    @Test("stats takes a year, month and ISO week as --range, the same as the older --year, --month and --week")
    func statsRanges() async throws {
        let (home, database) = try await Self.imported()
        func stats(_ arguments: [String]) async throws -> String {
            let outcome = try await ExecutableExitCodeTests.running(
                ["stats", "--user", "ana", "--db", database, "--timezone", "UTC"] + arguments, home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            return outcome.standardOutput
        }
        // As of a fixed day: a calendar range's "now" is otherwise the clock's.
        for (range, older) in [("2024", ["--year", "2024"]), ("2024-03", ["--month", "2024-03"]), ("2024-W10", ["--week", "2024-W10"])] {
            let new = try await stats(["--range", range, "--as-of", "2025-01-05"])
            #expect(new == (try await stats(older + ["--as-of", "2025-01-05"])), "\(range)")
        }
        #expect(try Self.window(try await stats(["--range", "2024-03"])) == ["start": 1_709_251_200, "end": 1_711_929_600])
        #expect(try Self.window(try await stats(["--range", "2024-w10"])) == ["start": 1_709_510_400, "end": 1_710_115_200])
        // The default is the last whole week before the latest listen (Monday 23 to Sunday 29 December).
        #expect(try await stats([]) == (try await stats(["--range", "week"])))
        #expect(try Self.window(try await stats([]))["start"] == 1_734_912_000)
        let bad = try await ExecutableExitCodeTests.running(
            ["stats", "--user", "ana", "--db", database, "--range", "2024-13"], home: home)
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("unknown range '2024-13'"), "\(bad.standardError)")
        let both = try await ExecutableExitCodeTests.running(
            ["stats", "--user", "ana", "--db", database, "--range", "2024", "--from", "2024-01-01", "--to", "2024-01-31"], home: home)
        #expect(both.status == 64)
    }

    @Test("report writes any --from/--to period, and a year as --range; `year` is the same bytes with a notice")
    func reportRanges() async throws {
        let (home, database) = try await Self.imported()
        let out = home.path + "/out"
        let days = try await ExecutableExitCodeTests.running(
            ["report", "--user", "ana", "--db", database, "--timezone", "UTC", "--from", "2024-06-01", "--to", "2024-08-31", "--out", out],
            home: home)
        #expect(days.status == 0, "\(days.standardError)")
        // What the owner can fetch is said in the terminal, not on the page.
        #expect(days.standardError.contains("hint: `listenstats fetch --user ana` fetches genres"), "\(days.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/ana/days/2024-06-01..2024-08-31/data.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let period = try #require(json["period"] as? [String: Any])
        #expect(period["title"] as? String == "1 June – 31 August 2024")
        #expect(period["start"] as? Int == 1_717_200_000 && period["end"] as? Int == 1_725_148_800)

        let year = try await ExecutableExitCodeTests.running(
            ["year", "2024", "--user", "ana", "--db", database, "--timezone", "UTC", "--out", home.path + "/by-year"], home: home)
        #expect(year.status == 0, "\(year.standardError)")
        #expect(year.standardError.contains("`year 2024` is `report --range 2024` now"), "\(year.standardError)")
        let report = try await ExecutableExitCodeTests.running(
            ["report", "--range", "2024", "--user", "ana", "--db", database, "--timezone", "UTC", "--out", home.path + "/by-range"],
            home: home)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(try SitePublicationTests.tree(home.path + "/by-year") == SitePublicationTests.tree(home.path + "/by-range"))
    }

    @Test("chart takes the same grammar and the same default as stats")
    func chartRanges() async throws {
        let (home, database) = try await Self.imported()
        for arguments in [["--range", "2024-03"], ["--from", "2024-02-01", "--to", "2024-02-10"], []] {
            let out = home.path + "/chart-\(arguments.joined()).svg"
            let outcome = try await ExecutableExitCodeTests.running(
                ["chart", "activity", "--user", "ana", "--db", database, "--timezone", "UTC", "--out", out] + arguments, home: home)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }
}

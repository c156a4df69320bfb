import Foundation
import Testing

/// Ranges and `--as-of` far past the history, on the real executable: the period past the last
/// listen is empty, and what is printed or written stays the size of the history, not of the
/// thousands of years asked.
@Suite("listenstats with an as-of or a range far past the history")
struct FarRangeTests {
    static let history = (0..<400).map { index in
        #"{"listened_at": \#(1_735_689_600 + index * 20_000), "track_metadata": {"artist_name": "Artist \#(index % 7)", "track_name": "Song \#(index % 31)"}}"#
    }.joined(separator: "\n") + "\n"

    static func imported() async throws -> (home: TemporaryDirectory, database: String) {
        let imported = try await ImportedHistory(history)
        return (imported.home, imported.database)
    }

    static func fileSize(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    @Test(
        "stats as of 9999-12-31 and from year 1 to 9999: small, complete JSON under 300 MB",
        HostileServerExecutableTests.needsTime,
        arguments: [
            ["--range", "all_time", "--as-of", "9999-12-31"], ["--range", "this_year", "--as-of", "9999-12-31"],
            ["--from", "0001-01-01", "--to", "9999-12-31"],
        ])
    func stats(range: [String]) async throws {
        let (home, database) = try await Self.imported()
        let printed = home.path + "/stats.json"
        let outcome = try await HostileServerExecutableTests.run(
            ["stats", "--user", "ana", "--db", database, "--timezone", "UTC", "--format", "json"] + range, home: home,
            standardOutputFile: printed)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
        let size = try Self.fileSize(printed)
        #expect(size < 1_000_000, "\(size) bytes")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: printed))) as? [String: Any])
        let stats = try #require(json["stats"] as? [String: Any])
        let activity = try #require(stats["activity"] as? [[String: Any]])
        let days = try #require(stats["days"] as? [[String: Any]])
        // The history is 2025 and early 2026: years up to 2027 at most, days to the end of 2026.
        #expect(activity.count <= 27, "\(activity.count) buckets")
        #expect(days.count <= 731, "\(days.count) days")
        let counted = activity.reduce(0) { $0 + (($1["listen_count"] as? Int) ?? 0) }
        #expect(range.contains("this_year") ? counted == 0 : counted == 400)
    }

    @Test("report as of 9999-12-31: a page the size of the history under 300 MB", HostileServerExecutableTests.needsTime)
    func report() async throws {
        let (home, database) = try await Self.imported()
        let out = home.path + "/out"
        let outcome = try await HostileServerExecutableTests.run(
            ["report", "--user", "ana", "--db", database, "--timezone", "UTC", "--range", "all_time", "--as-of", "9999-12-31", "--out", out],
            home: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
        #expect(try Self.fileSize(out + "/ana/all-time/all/index.html") < 2_000_000)
    }
}

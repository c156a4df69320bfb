import Foundation
import ListenBrainzTestServer
import Testing

/// Every command that counts listens, for a user with none stored (another user has some;
/// `kim` is unknown, `lee` synced from a ListenBrainz that has none of her listens): exit 66
/// with the command that fills the store, and no page, chart or file written.
@Suite("listenstats for a user with no listens stored")
struct NothingStoredTests {
    @Test(
        "stats, report, year and chart exit 66 naming sync and import, and write nothing",
        arguments: [
            ["stats", "--year", "2024"], ["stats"], ["report", "--range", "2024"], ["report", "--range", "week"],
            ["year", "2024"], ["chart", "activity"],
        ])
    func nothingStored(command: [String]) async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let file = try home.file(
            "ana.jsonl", contents: #"{"listened_at": 1718000000, "track_metadata": {"artist_name": "A", "track_name": "B"}}"# + "\n")
        let imported = try await ExecutableExitCodeTests.running(["import", file, "--user", "ana", "--db", database], home: home)
        try #require(imported.status == 0, "\(imported.standardError)")
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.add([], user: "lee")
        let synced = try await ExecutableExitCodeTests.running(["sync", "--user", "lee", "--db", database], home: home, server: server.baseURL)
        try #require(synced.status == 0, "\(synced.standardError)")
        for user in ["kim", "lee"] {
            let out = home.path + "/out-\(user)"
            var arguments = command + ["--user", user, "--db", database]
            switch command[0] {
            case "report", "year": arguments += ["--out", out]
            case "chart": arguments += ["--out", out + "/chart.png"]
            default: break
            }
            let outcome = try await ExecutableExitCodeTests.running(arguments, home: home)
            #expect(outcome.status == 66, "\(command) \(user): \(outcome.status) \(outcome.standardError)")
            #expect(
                outcome.standardError.contains(
                    "no listens are stored for '\(user)'; run `listenstats sync --user \(user)` or `listenstats import FILE --user \(user)` first"),
                "\(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty, "\(outcome.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(command) wrote \(out)")
        }
    }
}

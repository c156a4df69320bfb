import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

/// The real executable given names and numbers made to mislead: what is stored, what a
/// terminal is shown and what is refused.
@Suite("listenstats against hostile names and numbers")
struct HostileNamesExecutableTests {
    @Test("sync: a NUL in a name is dropped, not where the name ends; an artist of spaces is skipped, as import skips it")
    func syncedNames() async throws {
        let home = try TemporaryDirectory()
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.add(
            [
                Listen(listenedAt: 1_763_000_000, track: Track(artistName: "Nul\u{0}Byte", trackName: "Song"), source: .listenbrainz),
                Listen(listenedAt: 1_763_000_300, track: Track(artistName: "   ", trackName: "Song"), source: .listenbrainz),
            ], user: "rob")
        let sync = try await ExecutableExitCodeTests.running(["sync", "--user", "rob"], home: home, server: server.baseURL)
        #expect(sync.status == 0, "\(sync.standardError)")
        let stats = try await ExecutableExitCodeTests.running(
            ["stats", "--user", "rob", "--range", "all_time", "--format", "table"], home: home)
        #expect(stats.status == 0, "\(stats.standardError)")
        #expect(stats.standardOutput.contains("listens          1 "), "\(stats.standardOutput)")
        #expect(stats.standardOutput.contains("  NulByte\n"), "\(stats.standardOutput)")
    }

    @Test("sync --stats-only: a listen count of -5 is a malformed answer, 65, and nothing of it is stored", HostileServerExecutableTests.needsTime)
    func negativeCount() async throws {
        let home = try TemporaryDirectory()
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setBody(
            #"{"payload": {"user_id": "rob", "range": "all_time", "total_artist_count": 1, "artists": [{"artist_name": "Liar", "listen_count": -5}]}}"#,
            path: "/1/stats/user/rob/artists")
        let sync = try await HostileServerExecutableTests.run(
            ["sync", "--user", "rob", "--stats-only", "--range", "all_time", "--api-url", server.baseURL.absoluteString], home: home)
        #expect(sync.status == 65, "\(sync.standardError)")
        #expect(sync.standardError.contains("with data ListenStats cannot read"), "\(sync.standardError)")
        #expect(sync.standardError.contains("a negative count (-5)"), "\(sync.standardError)")
        // Five attempts, 1 + 2 + 4 + 8 s of backoff between them.
        #expect(sync.seconds < 120, "a ceiling, not a benchmark: the run must end")
        let database = home.path + "/data/listenstats/listens.sqlite"
        try #require(FileManager.default.fileExists(atPath: database), "sync opened its store before asking")
        let store = try ListenStore(path: database)
        #expect(try store.serverStatistic(.artists, range: .allTime, user: "rob") == nil)
    }

    @Test("stats: U+202E in a name is shown as an escape in the table and in messages, kept exact in the JSON")
    func bidiOverride() async throws {
        let home = try TemporaryDirectory()
        let file = try home.file(
            "listens.jsonl",
            contents: #"{"listened_at": 1763000000, "track_metadata": {"artist_name": "\u202Eevil", "track_name": "Song"}}"# + "\n")
        let imported = try await ExecutableExitCodeTests.running(["import", file, "--user", "rob"], home: home)
        #expect(imported.status == 0, "\(imported.standardError)")
        let stats = ["stats", "--user", "rob", "--range", "all_time"]
        let table = try await ExecutableExitCodeTests.running(stats + ["--format", "table"], home: home)
        #expect(table.standardOutput.contains(#"  \u{202E}evil"#), "\(table.standardOutput)")
        #expect(!table.standardOutput.unicodeScalars.contains("\u{202E}"))
        let json = try await ExecutableExitCodeTests.running(stats + ["--format", "json"], home: home)
        #expect(json.standardOutput.contains("\"\u{202E}evil\""))
        let unknown = try await ExecutableExitCodeTests.running(["stats", "--user", "\u{202E}nobody", "--range", "all_time"], home: home)
        #expect(unknown.status == 66, "\(unknown.standardError)")
        #expect(unknown.standardError.contains(#"'\u{202E}nobody'"#), "\(unknown.standardError)")
        #expect(!unknown.standardError.unicodeScalars.contains("\u{202E}"))
    }
}

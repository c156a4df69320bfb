import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

/// `listenstats enrich` as a user runs it: the real executable against a loopback
/// ListenBrainz serving listens and recording metadata.
@Suite("enrich command")
struct EnrichCommandTests {
    static func mbid(_ index: Int) -> String {
        let hex = String(index, radix: 16)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// `count` listens of `count` distinct mapped recordings for rob (and one unmapped), the
    /// server knowing the metadata of every recording but the last.
    static func server(recordings count: Int) async throws -> FakeListenBrainz {
        let server = try FakeListenBrainz.start()
        var listens: [Listen] = []
        for index in 0..<count {
            let mapping = MBIDMapping(
                recordingMBID: mbid(index), recordingName: "Song \(index)",
                artists: [CreditedArtist(name: "Band \(index % 5)", mbid: "a0000000-0000-4000-8000-00000000000\(index % 5)", joinPhrase: "")])
            listens.append(
                Listen(
                    listenedAt: 1_760_000_000 + Int64(index) * 300,
                    track: Track(artistName: "Band \(index % 5)", trackName: "Song \(index)", mapping: mapping), durationMs: 200_000, source: .listenbrainz))
            guard index < count - 1 else { continue }
            let json = #"{"release": {"year": \#(1970 + index % 50)}, "artist": {"artists": [{"artist_mbid": "a0000000-0000-4000-8000-00000000000\#(index % 5)", "area": "\#(index % 2 == 0 ? "Germany" : "Japan")"}]}, "tag": {"recording": [{"tag": "jazz", "count": 3, "genre_mbid": "c0000000-0000-4000-8000-000000000001"}]}}"#
            server.state.setRecordingMetadata(json, mbid: mbid(index))
        }
        listens.append(
            Listen(listenedAt: 1_760_000_000 + Int64(count) * 300, track: Track(artistName: "Unmapped", trackName: "Demo tape"), source: .listenbrainz))
        server.state.add(listens, user: "rob")
        return server
    }

    static func askedMBIDs(_ server: FakeListenBrainz, after skipped: Int = 0) async -> [String] {
        server.state.seen.dropFirst(skipped).filter { $0.path.contains("metadata") }.flatMap {
            ($0.query["recording_mbids"] ?? "").split(separator: ",").map(String.init)
        }
    }

    @Test("enrich fetches every recording once, a report then shows genres, years and countries; a second run asks nothing")
    func enrichAndReport() async throws {
        let server = try await Self.server(recordings: 300)
        defer { server.stop() }
        let home = try TemporaryDirectory()
        let db = home.path + "/db.sqlite"
        let synced = try await ExecutableExitCodeTests.running(["sync", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(synced.status == 0, "\(synced.standardError)")
        // The sync left the packed copies ready: nothing is missing, and they load whole.
        let store = try ListenStore(path: db)
        #expect(try store.storeMissingCopies(user: "rob") == 0)
        #expect(try store.history(user: "rob").count == 301)

        let enriched = try await ExecutableExitCodeTests.running(["enrich", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(enriched.status == 0, "\(enriched.standardError)")
        #expect(enriched.standardOutput.contains("300 fetched (299 known to ListenBrainz), 0 up to date, 300 in all (2 requests"))
        // Each once, in order (a batch may be asked twice when a loaded machine times it out).
        let asked = await Self.askedMBIDs(server)
        var seen: Set<String> = []
        #expect(asked.filter { seen.insert($0).inserted } == (0..<300).map(Self.mbid))

        let again = try await ExecutableExitCodeTests.running(["enrich", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(again.status == 0)
        #expect(again.standardOutput.contains("is up to date"))
        #expect(await Self.askedMBIDs(server).count == asked.count)

        let stats = try await ExecutableExitCodeTests.running(
            ["stats", "--user", "rob", "--db", db, "--range", "all_time", "--timezone", "UTC"], home: home)
        #expect(stats.status == 0, "\(stats.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
        let music = try #require((json["stats"] as? [String: Any])?["music"] as? [String: Any])
        #expect(music["listen_count"] as? Int == 301)
        #expect(music["listens_with_metadata"] as? Int == 299)
        #expect(music["unmapped_listen_count"] as? Int == 1)
        #expect((music["top_genres"] as? [[String: Any]])?.first?["genre"] as? String == "jazz")
        #expect((music["artist_countries"] as? [[String: Any]])?.map { $0["country"] as? String } == ["DEU", "JPN"])
    }

    @Test("a run killed midway keeps its batches; the rerun asks only for what is missing")
    func killAndResume() async throws {
        let server = try await Self.server(recordings: 1500)
        defer { server.stop() }
        let home = try TemporaryDirectory()
        let db = home.path + "/db.sqlite"
        let synced = try await ExecutableExitCodeTests.running(["sync", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(synced.status == 0, "\(synced.standardError)")
        // Three batches answer (slowly), the fourth never does: the kill lands mid-run however
        // late a loaded machine lets the test look.
        server.state.enqueue(.slow(seconds: 0.4), times: 3, pathContains: "metadata")
        server.state.enqueue(.hang, pathContains: "metadata")
        let before = server.state.seen.count

        let process = Process()
        process.executableURL = ExecutableExitCodeTests.executable
        // Relative defaults (Output/…) land in the test's own folder, never the checkout.
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = ["enrich", "--user", "rob", "--db", db]
        process.environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "LISTENBRAINZ_API_URL": server.baseURL.absoluteString].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed once three batches are committed (read from the store, as the rerun will: on
        // a loaded machine the requests seen run ahead of the commits).
        let store = try ListenStore(path: db)
        var waited = 0
        while try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 0).freshCount < 3 * 200, waited < 1200 {
            try await Task.sleep(for: .milliseconds(25))
            waited += 1
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // A request the killed run had sent may still be waiting in the server's queue: the
        // first run is over once the server has seen nothing new for a second.
        var seenCount = -1
        while server.state.seen.count != seenCount {
            seenCount = server.state.seen.count
            try await Task.sleep(for: .seconds(1))
        }
        let firstRun = await Self.askedMBIDs(server, after: before)

        let due = try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 0)
        #expect(due.freshCount >= 3 * 200, "three whole batches were committed before the kill")
        #expect(due.freshCount < 1500)
        let seenBeforeRerun = server.state.seen.count
        let rerun = try await ExecutableExitCodeTests.running(["enrich", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(rerun.status == 0, "\(rerun.standardError)")
        let secondRun = await Self.askedMBIDs(server, after: seenBeforeRerun)
        // What the rerun asks is exactly what was missing; on a loaded machine the server may
        // log the killed run's last request late, so one batch can show up here a second time.
        #expect(Set(secondRun) == Set(due.recordingMBIDs))
        #expect(secondRun.count <= due.recordingMBIDs.count + 220)
        // Only the batch in flight at the kill is asked twice.
        let twice = Set(firstRun).intersection(secondRun)
        #expect(twice.count <= 220)
        #expect(Set(firstRun).union(secondRun) == Set((0..<1500).map(Self.mbid)))
        #expect(try store.recordingsNeedingMetadata(user: "rob", fetchedBefore: 0).recordingMBIDs.isEmpty)
    }

    @Test("exit codes: 66 unknown user or no database, 64 a bad --max-age, 69 a failing server, 75 rate limited throughout")
    func exitCodes() async throws {
        let server = try await Self.server(recordings: 10)
        defer { server.stop() }
        let home = try TemporaryDirectory()
        let db = home.path + "/db.sqlite"

        let noDatabase = try await ExecutableExitCodeTests.running(["enrich", "--db", db], home: home, server: server.baseURL)
        #expect(noDatabase.status == 66)
        #expect(noDatabase.standardError.contains("no database at \(db)"))
        #expect(!FileManager.default.fileExists(atPath: db))

        _ = try await ExecutableExitCodeTests.running(["sync", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        let unknown = try await ExecutableExitCodeTests.running(["enrich", "--user", "nobody", "--db", db], home: home, server: server.baseURL)
        #expect(unknown.status == 66)
        #expect(unknown.standardError.contains("no listens are stored for 'nobody'"))

        let badAge = try await ExecutableExitCodeTests.running(["enrich", "--max-age", "-1", "--db", db], home: home)
        #expect(badAge.status == 64)

        server.state.enqueue(.rateLimited(resetIn: 0), times: 11, pathContains: "metadata")
        let limited = try await ExecutableExitCodeTests.running(["enrich", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(limited.status == 75)
        #expect(limited.standardError.contains("rate limit"))

        server.state.enqueue(.status(503), times: 5, pathContains: "metadata")
        let failing = try await ExecutableExitCodeTests.running(["enrich", "--user", "rob", "--db", db], home: home, server: server.baseURL)
        #expect(failing.status == 69)
        #expect(failing.standardError.contains("HTTP 503"))
        // Nothing was stored by the failed runs.
        #expect(try ListenStore(path: db).musicMetadata() == nil)
    }
}

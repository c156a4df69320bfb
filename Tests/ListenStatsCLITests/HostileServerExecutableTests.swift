import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

/// The real executable, as cron runs it, against loopback servers that misbehave on purpose:
/// each run ends with the documented code, within its ceiling, under 300 MB, and sends the
/// token to no other host.
@Suite("listenstats against hostile servers")
struct HostileServerExecutableTests {
    struct Outcome {
        var status: Int32
        var standardError: String
        /// The process's peak resident memory, from GNU time.
        var peakMegabytes: Double
        var seconds: Double
    }

    /// Runs the executable under `/usr/bin/time` (Debian's `time`) on a thread of its own;
    /// its standard output goes to `standardOutputFile`, when given.
    static func run(
        _ arguments: [String], home: TemporaryDirectory, environment: [String: String] = [:], standardOutputFile: String? = nil
    ) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let measure = home.path + "/time-\(UUID().uuidString).txt"
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
                        process.arguments = ["-f", "%M", "-o", measure, ExecutableExitCodeTests.executable.path] + arguments
                        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
                        process.environment = [
                            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
                            "XDG_CACHE_HOME": home.path + "/cache", "PATH": "/usr/bin:/bin",
                        ].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }.merging(environment) { _, given in given }
                        let error = Pipe()
                        process.standardError = error
                        if let standardOutputFile {
                            _ = FileManager.default.createFile(atPath: standardOutputFile, contents: nil)
                            process.standardOutput = FileHandle(forWritingAtPath: standardOutputFile)
                        } else {
                            process.standardOutput = FileHandle.nullDevice
                        }
                        let started = Date()
                        try process.run()
                        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                        process.waitUntilExit()
                        let kib = (try? String(contentsOfFile: measure, encoding: .utf8))?.split(separator: "\n").last.flatMap { Double($0) }
                        return Outcome(
                            status: process.terminationStatus, standardError: text, peakMegabytes: (kib ?? .infinity) / 1024,
                            seconds: Date().timeIntervalSince(started))
                    })
            }.start()
        }
    }

    static let hasTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    static let needsTime = ConditionTrait.enabled(if: hasTime, "/usr/bin/time is not installed; scripts/install-system-deps.sh --test installs it")

    static func listenBrainz() throws -> FakeListenBrainz {
        let server = try FakeListenBrainz.start()
        let track = Track(artistName: "Perfume", trackName: "ポリリズム")
        server.state.add((0..<30).map { Listen(listenedAt: 1_763_000_000 + Int64($0) * 300, track: track, source: .listenbrainz) }, user: "rob")
        return server
    }

    @Test("sync: a redirect to another host drops the token there; the listens arrive", Self.needsTime)
    func syncRedirectKeepsToken() async throws {
        let home = try TemporaryDirectory()
        let server = try Self.listenBrainz()
        let elsewhere = try Self.listenBrainz()
        defer {
            server.stop()
            elsewhere.stop()
        }
        server.state.enqueue(.redirect(status: 302, location: elsewhere.baseURL.absoluteString + "/1/user/rob/listens?count=1000"))
        let outcome = try await Self.run(
            ["sync", "--user", "rob", "--api-url", server.baseURL.absoluteString], home: home,
            environment: ["LISTENBRAINZ_TOKEN": "rob-secret-token"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(server.state.seen.contains { $0.authorization == "Token rob-secret-token" })
        #expect(!elsewhere.state.seen.isEmpty)
        #expect(elsewhere.state.seen.allSatisfy { $0.authorization == nil })
    }

    @Test("sync: a 2 GiB listens page is refused with 65 under 300 MB", Self.needsTime)
    func syncEndlessBody() async throws {
        let declaresLength = true
        let home = try TemporaryDirectory()
        let server = try Self.listenBrainz()
        defer { server.stop() }
        server.state.enqueue(.endless(declaresLength: declaresLength), pathContains: "listens")
        let outcome = try await Self.run(["sync", "--user", "rob", "--api-url", server.baseURL.absoluteString], home: home)
        #expect(outcome.status == 65, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("larger than 64 MiB"), "\(outcome.standardError)")
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
        #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")
    }

    @Test("sync: a wait of 999999 s is not waited: 75 at once, saying how long", Self.needsTime, arguments: ["429", "budget"])
    func syncWaitOfDays(kind: String) async throws {
        let home = try TemporaryDirectory()
        let server = try Self.listenBrainz()
        defer { server.stop() }
        server.state.enqueue(kind == "429" ? .rateLimited(resetIn: 999_999) : .lastInWindow(resetIn: 999_999), pathContains: "listens")
        let outcome = try await Self.run(["sync", "--user", "rob", "--api-url", server.baseURL.absoluteString], home: home)
        #expect(outcome.status == 75, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("asks to wait 12 days"), "\(outcome.standardError)")
        #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")
    }

    @Test("sync: a server that never answers, or drips, ends with 69 within its deadlines", Self.needsTime, arguments: ["hang", "drip"])
    func syncNoAnswer(kind: String) async throws {
        let home = try TemporaryDirectory()
        let server = try Self.listenBrainz()
        defer { server.stop() }
        server.state.enqueue(kind == "hang" ? .hang : .drip(secondsPerByte: 0.5), times: 10, pathContains: "listens")
        let outcome = try await Self.run(
            ["sync", "--user", "rob", "--api-url", server.baseURL.absoluteString], home: home,
            environment: ["LISTENSTATS_HTTP_TIMEOUT": "1"])
        #expect(outcome.status == 69, "\(outcome.standardError)")
        // Five attempts of at most 4 s each, and 1 + 2 + 4 + 8 s of backoff between them.
        #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")
    }

    @Test("sync --stats: feedback and pins that claim 100,000,000 entries end at the first short page", Self.needsTime)
    func syncLyingTotals() async throws {
        let home = try TemporaryDirectory()
        let server = try Self.listenBrainz()
        defer { server.stop() }
        let loved = #"{"recording_mbid": "00000000-0000-4000-8000-000000000001", "score": 1, "created": 1700000000, "user_id": "rob"}"#
        server.state.setBody(
            #"{"feedback": [\#(loved)], "count": 1, "offset": 0, "total_count": 100000000}"#, path: "/1/feedback/user/rob/get-feedback")
        server.state.setBody(
            #"{"pinned_recordings": [], "count": 0, "offset": 0, "total_count": 100000000, "user_name": "rob"}"#,
            path: "/1/rob/pins")
        // No statistic calculated yet (204), and no Year in Music: only the lists page.
        for kind in [
            "artists", "releases", "release-groups", "recordings", "listening-activity", "daily-activity", "artist-map",
            "era-activity", "genre-activity", "artist-evolution-activity", "artist-activity",
        ] {
            server.state.setNoContent(path: "/1/stats/user/rob/\(kind)")
        }
        let outcome = try await Self.run(
            ["sync", "--user", "rob", "--stats", "--range", "week", "--api-url", server.baseURL.absoluteString], home: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(server.state.seen.filter { $0.path.contains("feedback") }.count == 1)
        #expect(server.state.seen.filter { $0.path.contains("pins") }.count == 1)
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
    }

    @Test("LISTENSTATS_HTTP_TIMEOUT is checked as a flag would be: 64 naming it", Self.needsTime)
    func timeoutChecked() async throws {
        let home = try TemporaryDirectory()
        let bad = try await Self.run(
            ["sync", "--user", "rob", "--api-url", "http://127.0.0.1:9"], home: home, environment: ["LISTENSTATS_HTTP_TIMEOUT": "soon"])
        #expect(bad.status == 64, "\(bad.standardError)")
        #expect(bad.standardError.contains("LISTENSTATS_HTTP_TIMEOUT must be a number of seconds"))
    }

    /// A store with rob's 20 mapped listens, synced from `server`.
    static func synced(from server: FakeListenBrainz, home: TemporaryDirectory) async throws -> String {
        let database = home.path + "/db.sqlite"
        let synced = try await ExecutableExitCodeTests.running(["sync", "--user", "rob", "--db", database], home: home, server: server.baseURL)
        #expect(synced.status == 0, "\(synced.standardError)")
        return database
    }

    @Test("enrich: a 2 GiB metadata answer, with or without a Content-Length, is refused with 65 under 300 MB", Self.needsTime, arguments: [true, false])
    func enrichEndlessBody(declaresLength: Bool) async throws {
        let home = try TemporaryDirectory()
        let server = try await EnrichCommandTests.server(recordings: 20)
        defer { server.stop() }
        let database = try await Self.synced(from: server, home: home)
        server.state.enqueue(.endless(declaresLength: declaresLength), times: 10, pathContains: "metadata")
        let outcome = try await Self.run(
            ["enrich", "--user", "rob", "--db", database, "--api-url", server.baseURL.absoluteString], home: home)
        #expect(outcome.status == 65, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("larger than"), "\(outcome.standardError)")
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
        #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")
    }

    @Test("enrich: a redirect to another host drops the token there; the metadata arrive", Self.needsTime)
    func enrichRedirectKeepsToken() async throws {
        let home = try TemporaryDirectory()
        let server = try await EnrichCommandTests.server(recordings: 20)
        let elsewhere = try await EnrichCommandTests.server(recordings: 20)
        defer {
            server.stop()
            elsewhere.stop()
        }
        let database = try await Self.synced(from: server, home: home)
        let asked = (0..<20).map { EnrichCommandTests.mbid($0) }.joined(separator: ",")
        server.state.enqueue(
            .redirect(status: 307, location: elsewhere.baseURL.absoluteString + "/1/metadata/recording/?recording_mbids=\(asked)&inc=artist+tag+release"),
            pathContains: "metadata")
        let outcome = try await Self.run(
            ["enrich", "--user", "rob", "--db", database, "--api-url", server.baseURL.absoluteString], home: home,
            environment: ["LISTENBRAINZ_TOKEN": "rob-secret-token"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(server.state.seen.contains { $0.authorization == "Token rob-secret-token" })
        #expect(elsewhere.state.seen.contains { $0.path.contains("metadata") })
        #expect(elsewhere.state.seen.allSatisfy { $0.authorization == nil })
    }

    @Test("covers: a cache that cannot be written ends the run with 73, three times in three, never hanging", Self.needsTime)
    func coversUnwritableCache() async throws {
        let home = try await CoversCommandTests.prepared()
        let archive = try await CoversCommandTests.archive(covers: 0..<6)
        defer { archive.stop() }
        // The cache's path is a file: no cover can be stored.
        try FileManager.default.createDirectory(atPath: home.path + "/cache/listenstats", withIntermediateDirectories: true)
        _ = try home.file("cache/listenstats/covers", contents: "not a folder")
        for _ in 0..<3 {
            let outcome = try await Self.run(["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString], home: home)
            #expect(outcome.status == 73, "\(outcome.standardError)")
            #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")
        }
    }

    @Test("covers: a 1 GiB cover, with or without a Content-Length, is refused at its 8 MiB bound, under 300 MB", Self.needsTime, arguments: [true, false])
    func coversHuge(declaresLength: Bool) async throws {
        let home = try await CoversCommandTests.prepared()
        let archive = try await CoversCommandTests.archive(covers: 0..<6)
        defer { archive.stop() }
        archive.state.enqueue(.huge(bytes: 1 << 30, declaresLength: declaresLength), mbid: CoversCommandTests.mbid(1), caaID: 1001, times: 10)
        let outcome = try await Self.run(["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString], home: home)
        #expect(outcome.status == 4, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("larger than 8 MiB"), "\(outcome.standardError)")
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
        #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")
    }

    @Test("covers: a dripping cover and a wait of days: bounded in time", Self.needsTime)
    func coversBounded() async throws {
        let home = try await CoversCommandTests.prepared()
        let archive = try await CoversCommandTests.archive(covers: 0..<6)
        defer { archive.stop() }
        // Four attempts, each given up at its 4 s deadline.
        archive.state.enqueue(.drip(secondsPerByte: 0.5), mbid: CoversCommandTests.mbid(1), caaID: 1001, times: 4)
        let outcome = try await Self.run(
            ["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString, "--timeout", "1"], home: home)
        #expect(outcome.status == 4, "\(outcome.standardError)")
        #expect(outcome.seconds < 120, "a ceiling, not a benchmark: the run must end")

        // The dripping cover is the one still missing: asked again, it says to wait for days.
        archive.state.enqueue(.retryAfter(seconds: 999_999), mbid: CoversCommandTests.mbid(1), caaID: 1001)
        let refused = try await Self.run(["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString], home: home)
        #expect(refused.status == 75, "\(refused.standardError)")
        #expect(refused.standardError.contains("asks to wait 12 days"), "\(refused.standardError)")
        #expect(refused.seconds < 120, "a ceiling, not a benchmark: the run must end")
    }
}

/// A database a newer listenstats wrote is refused before anything is read or written.
@Suite("listenstats and a store from the future")
struct FutureStoreTests {
    @Test(
        "import, stats and sync refuse a store with an unknown migration: 65 naming it, the file untouched",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 is not installed; scripts/install-system-deps.sh --test installs it"))
    func futureStore() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let file = try home.file(
            "one.jsonl", contents: #"{"listened_at": 1763000000, "track_metadata": {"artist_name": "A", "track_name": "B"}}"# + "\n")
        let imported = try await ExecutableExitCodeTests.running(["import", file, "--user", "rob", "--db", database], home: home)
        #expect(imported.status == 0, "\(imported.standardError)")
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [database, "INSERT INTO grdb_migrations VALUES ('v999-from-the-future')"]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)
        let second = try home.file(
            "two.jsonl", contents: #"{"listened_at": 1763000600, "track_metadata": {"artist_name": "C", "track_name": "D"}}"# + "\n")
        for arguments in [["import", second, "--user", "rob"], ["stats", "--user", "rob"], ["sync", "--user", "rob"]] {
            let outcome = try await ExecutableExitCodeTests.running(arguments + ["--db", database], home: home)
            #expect(outcome.status == 65, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.contains("written by a newer listenstats (migration v999-from-the-future)"), "\(outcome.standardError)")
        }
        // Nothing written: still one listen, and the migrations as they were.
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        check.arguments = [database, "SELECT COUNT(*) FROM listens; SELECT COUNT(*) FROM grdb_migrations WHERE identifier LIKE 'v999%';"]
        let output = Pipe()
        check.standardOutput = output
        try check.run()
        let counts = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(counts == "1\n1\n")
    }
}

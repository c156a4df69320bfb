import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Synchronization
import Testing

/// The findings of "Cron-grade" (#13), each checked on the real executable: the exit code a
/// cron script branches on, the message it mails, and what reached the disk.
@Suite("listenstats executable: cron-grade exit codes and bounds")
struct ExecutableFindingTests {
    typealias Outcome = ExecutableExitCodeTests.Outcome

    /// The executable on a thread of its own (`ExecutableExitCodeTests.running`).
    static func run(_ arguments: [String], home: TemporaryDirectory) async throws -> Outcome {
        try await ExecutableExitCodeTests.running(arguments, home: home)
    }

    /// A home whose default database holds two listens for each of `users` in March 2024.
    static func home(users: [String] = ["rob"], artist: String = "Band", config: String? = nil) throws -> TemporaryDirectory {
        let home = try config.map(ExecutableExitCodeTests.configured) ?? TemporaryDirectory()
        let path = databasePath(in: home)
        let store = try ListenStore(path: path)
        let monday = Int64(CalendarDay(year: 2024, month: 3, day: 11).dayNumber) * 86_400
        for user in users {
            try store.insert(
                [
                    Listen(listenedAt: monday + 3600, track: Track(artistName: artist, trackName: "One\nTwo"), source: .demo),
                    Listen(listenedAt: monday + 90_000, track: Track(artistName: artist, trackName: "Three"), source: .demo),
                ], user: user)
        }
        return home
    }

    static func databasePath(in home: TemporaryDirectory) -> String {
        home.path + "/data/listenstats/listens.sqlite"
    }

    // MARK: 66, 73, 64

    @Test("report, year and site exit 66 for an unknown user, naming the step")
    func unknownUser() async throws {
        let home = try Self.home()
        for arguments in [
            ["report", "--user", "nobody", "--out", home.path + "/out"],
            ["year", "2024", "--user", "nobody", "--out", home.path + "/out"],
            ["site", "--user", "nobody", "--out", home.path + "/site"],
        ] {
            let outcome = try await Self.run(arguments, home: home)
            #expect(outcome.status == 66, "\(arguments[0]): \(outcome.standardError)")
            #expect(outcome.standardError.contains("no listens are stored for 'nobody'"))
        }
    }

    @Test("report, year, site and demo exit 73 when the output folder cannot be made")
    func unwritableOutput() async throws {
        let home = try Self.home()
        // A folder below a regular file cannot exist, whoever runs the test (root included).
        let blocker = try home.file("blocker", contents: "")
        for arguments in [
            ["report", "--user", "rob", "--range", "2024-03", "--out", blocker + "/out"],
            ["year", "2024", "--user", "rob", "--out", blocker + "/out"],
            ["site", "--out", blocker + "/site"],
            ["demo", "--output", blocker + "/demo"],
        ] {
            let outcome = try await Self.run(arguments, home: home)
            #expect(outcome.status == 73, "\(arguments[0]): \(outcome.standardError)")
        }
    }

    @Test("64, not a crash, for a week that does not exist and for years past the calendar's reach")
    func usageAndOverflow() async throws {
        let home = try Self.home()
        let cases: [[String]] = [
            ["report", "--user", "rob", "--range", "2025-W99", "--out", home.path + "/out"],
            ["report", "--user", "rob", "--range", "300000000000-W01", "--out", home.path + "/out"],
            ["stats", "--user", "rob", "--year", "300000000000"],
            ["stats", "--user", "rob", "--week", "300000000000-W01"],
            ["stats", "--user", "rob", "--month", "300000000000-01"],
            ["chart", "activity", "--user", "rob", "--year", "300000000000", "--out", home.path + "/c.svg"],
            ["import", home.path + "/none.json", "--user", "rob", "--min-play-seconds", "9223372036854775807"],
        ]
        for arguments in cases {
            let outcome = try await Self.run(arguments, home: home)
            #expect(outcome.status == 64, "\(arguments.joined(separator: " ")): \(outcome.status) \(outcome.standardError)")
            #expect(!outcome.standardError.contains("Program crashed"))
        }
    }

    // MARK: 65: a damaged database

    @Test("a damaged database: stats, report, site and import exit 65 naming doctor, and never write to it")
    func damagedDatabase() async throws {
        let home = try Self.home()
        let path = Self.databasePath(in: home)
        // Garbage over the last page: a B-tree page of listens or tracks, as a bad disk leaves it.
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        // The whole last 16 KB page: it is the root of an empty metadata table (those tables
        // come last), whose unused tail SQLite rightly ignores, so its header must go too.
        try handle.seek(toOffset: size - 16_384)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_384))
        try handle.close()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
        let csv = try home.file("scrobbles.csv", contents: "artist,album,track,date\nA,B,C,31 Jan 2024 20:15\n")

        for arguments in [
            ["stats", "--user", "rob", "--range", "all_time"],
            ["report", "--user", "rob", "--range", "2024-03", "--out", home.path + "/out"],
            ["site", "--out", home.path + "/site"],
            ["import", csv, "--user", "rob"],
        ] {
            let outcome = try await Self.run(arguments, home: home)
            #expect(outcome.status == 65, "\(arguments[0]): \(outcome.status) \(outcome.standardError)")
            #expect(outcome.standardError.contains("is damaged"))
            #expect(outcome.standardError.contains("listenstats doctor"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
        // SQLite may open an empty WAL beside the file to read it; nothing is ever put in it.
        let wal = try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber
        #expect((wal?.intValue ?? 0) == 0)
    }

    // MARK: 75: interrupted

    @Test("SIGTERM and SIGINT end an import with 75 and a message saying what was kept")
    func interruptedImport() async throws {
        for signalNumber in [SIGTERM, SIGINT] {
            let home = try Self.home()
            // A named pipe no one finishes writing: the import waits on it, deterministically mid-file.
            let fifo = home.path + "/listens.jsonl"
            #expect(mkfifo(fifo, 0o644) == 0)
            let writer = open(fifo, O_RDWR)
            defer { close(writer) }
            let process = Process()
            process.executableURL = ExecutableExitCodeTests.executable
            // Relative defaults (Output/…) land in the test's own folder, never the checkout.
            process.currentDirectoryURL = URL(fileURLWithPath: home.path)
            process.arguments = ["import", fifo, "--user", "rob"]
            process.environment = ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config"].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
            let error = Pipe()
            process.standardError = error
            process.standardOutput = Pipe()
            try process.run()
            // The import opens its file after installing its signal handlers.
            #expect(try await OpenFiles.waitUntilOpen(fifo, by: process))
            kill(process.processIdentifier, signalNumber)
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 75)
            #expect(message.contains("interrupted by \(signalNumber == SIGTERM ? "SIGTERM" : "SIGINT")"))
            #expect(message.contains("run the same command again"))
        }
    }

    @Test("SIGINT ends a sync waiting on a slow server with 75")
    func interruptedSync() async throws {
        // A server that never answers: the sync waits on it until the signal.
        let asked = Mutex(false)
        let server = try LoopbackServer { _, _ in
            asked.withLock { $0 = true }
            return LoopbackServer.Response(status: 200, body: .never)
        }
        defer { server.stop() }
        let home = try TemporaryDirectory()
        let process = Process()
        process.executableURL = ExecutableExitCodeTests.executable
        // Relative defaults (Output/…) land in the test's own folder, never the checkout.
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = ["sync", "--user", "rob", "--api-url", server.baseURL.absoluteString]
        process.environment = ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config"].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        // Its first request has reached the server: the sync is waiting, its handlers installed.
        for _ in 0..<6_000 where !asked.withLock({ $0 }) && process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        #expect(asked.withLock { $0 })
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 75)
        #expect(message.contains("interrupted by SIGINT"))
        await server.stop()
    }

    @Test("import --report is written when a later file fails: every line decided so far, then the failure")
    func reportAfterFailure() async throws {
        let home = try TemporaryDirectory()
        let good = try home.file("a.jsonl", contents: """
            {"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}
            {}
            not json

            """)
        let cut = try home.file("b.jsonl", contents: #"{"listened_at": 1700000000, "track_metadata": {"artist_name": "A", "track_name": "T"}}"# + "\n{\"listened_at\": 17")
        let report = home.path + "/not-imported.json"
        let outcome = try await Self.run(["import", good, cut, "--user", "rob", "--report", report], home: home)
        #expect(outcome.status == 65)
        struct Entry: Decodable, Equatable {
            var file: String
            var line: Int?
            var outcome: String
            var reason: String?
        }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: URL(fileURLWithPath: report)))
        #expect(entries.map(\.outcome) == ["skipped", "skipped", "failed"])
        #expect(entries.map(\.line) == [2, 3, 2])
        #expect(entries.map(\.file) == [good, good, cut])
        #expect(entries.last?.reason?.contains("truncated") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    // MARK: 78: a broken config

    @Test("a config file that does not parse is 78 for every command that reads it, and no default database appears")
    func brokenConfig() async throws {
        let home = try ExecutableExitCodeTests.configured("users: [\n  - name: rob\n")
        let csv = try home.file("scrobbles.csv", contents: "artist,album,track,date\nA,B,C,31 Jan 2024 20:15\n")
        for arguments in [
            ["sync", "--user", "rob"],
            ["import", csv, "--user", "rob"],
            ["demo", "--output", home.path + "/out"],
            ["stats", "--user", "rob"],
            ["report", "--user", "rob", "--out", home.path + "/out"],
            ["site", "--out", home.path + "/site"],
        ] {
            let outcome = try await Self.run(arguments, home: home)
            #expect(outcome.status == 78, "\(arguments[0]): \(outcome.status) \(outcome.standardError)")
            #expect(outcome.standardError.contains("config.yaml"))
        }
        #expect(!FileManager.default.fileExists(atPath: Self.databasePath(in: home)))
    }

    // MARK: settings that reach what they name

    @Test("report counts in the config's time_zone for that user unless --timezone says otherwise")
    func reportTimeZone() async throws {
        let home = try Self.home(config: "users:\n  - name: rob\n    time_zone: Asia/Tokyo\n")
        let configured = try await Self.run(
            ["report", "--user", "rob", "--range", "2024-03", "--format", "json", "--out", home.path + "/out"], home: home)
        #expect(configured.status == 0, "\(configured.standardError)")
        let data = try String(contentsOfFile: home.path + "/out/rob/month/2024-03/data.json", encoding: .utf8)
        #expect(data.contains(#""time_zone":"Asia/Tokyo""#))

        let flagged = try await Self.run(
            ["report", "--user", "rob", "--range", "2024-03", "--format", "json", "--timezone", "UTC", "--out", home.path + "/utc"],
            home: home)
        #expect(flagged.status == 0)
        let utc = try String(contentsOfFile: home.path + "/utc/rob/month/2024-03/data.json", encoding: .utf8)
        #expect(utc.contains(#""time_zone":"UTC""#))
    }

    @Test("a read-only database (file and folder) is read without writing anything")
    func readOnlyDatabase() throws {
        let home = try Self.home()
        let path = Self.databasePath(in: home)
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        let process = Process()
        // root writes anywhere; another user is what a read-only file means.
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = [
                "--reuid", "65534", "--regid", "65534", "--clear-groups", ExecutableExitCodeTests.executable.path,
            ]
        } else {
            process.executableURL = ExecutableExitCodeTests.executable
            // Relative defaults (Output/…) land in the test's own folder, never the checkout.
            process.currentDirectoryURL = URL(fileURLWithPath: home.path)
            process.arguments = []
        }
        process.arguments? += ["stats", "--user", "rob", "--range", "all_time", "--db", path]
        process.environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config"].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(text.contains(#""listen_count" : 2"#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test("report --range year and this_year get the Year in Music poster and the calendar, like --range 2024")
    func yearRanges() async throws {
        let home = try Self.home()
        for range in ["year", "this_year", "2024"] {
            let out = home.path + "/out-" + range
            let outcome = try await Self.run(
                ["report", "--user", "rob", "--range", range, "--as-of", "2025-01-01", "--timezone", "UTC", "--out", out],
                home: home)
            #expect(outcome.status == 0, "\(range): \(outcome.standardError)")
            let charts = out + "/rob/year/2024/charts/"
            #expect(FileManager.default.fileExists(atPath: charts + "poster.svg"), "\(range)")
            #expect(FileManager.default.fileExists(atPath: charts + "calendar.svg"), "\(range)")
            let data = try String(contentsOfFile: out + "/rob/year/2024/data.json", encoding: .utf8)
            #expect(data.contains("\"year_review\""), "\(range)")
        }
    }

    // MARK: security

    @Test("report and year file a user named '../../../x' inside --out as one folder, encoded as site does")
    func userPathEscape() async throws {
        let user = "../../../x"
        let home = try Self.home(users: [user])
        let out = home.path + "/a/b/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let report = try await Self.run(["report", "--user", user, "--range", "2024-03", "--format", "json", "--out", out], home: home)
        let year = try await Self.run(["year", "2024", "--user", user, "--format", "json", "--out", out], home: home)
        #expect(report.status == 0 && year.status == 0, "\(report.standardError) \(year.standardError)")
        #expect(FileManager.default.fileExists(atPath: out + "/~2E.~2F..~2F..~2Fx/month/2024-03/data.json"))
        #expect(FileManager.default.fileExists(atPath: out + "/~2E.~2F..~2F..~2Fx/year/2024/data.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["~2E.~2F..~2F..~2Fx"])
        #expect(!FileManager.default.fileExists(atPath: home.path + "/x"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/a/x"))
    }

    @Test("stats --format table shows control characters in names as escapes, never raw")
    func terminalEscapes() async throws {
        let home = try Self.home(artist: "\u{1B}]0;title\u{07}\u{1B}[2J")
        let outcome = try await Self.run(["stats", "--user", "rob", "--range", "all_time", "--format", "table"], home: home)
        #expect(outcome.status == 0)
        #expect(!outcome.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(outcome.standardOutput.contains(#"\u{1B}]0;title\u{7}\u{1B}[2J"#))
        #expect(outcome.standardOutput.contains(#"One\nTwo"#))
    }
}

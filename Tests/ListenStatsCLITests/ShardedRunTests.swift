import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Reports
import Testing

@testable import ListenStatsCLI

/// `run --shard I/N` as separate processes at once, then `run --merge`, against one loopback
/// ListenBrainz: the site must be the one a single `run` over every user builds, byte for byte.
@Suite("sharded runs: shards as processes, then the merge")
struct ShardedRunTests {
    static let users = [
        "ana", "rob", "kim", "zoë", "李雷", "o'brien", "lena", "max", "ike", "uma", "ted", "flo",
    ]
    static let zones = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC", "Australia/Adelaide", "America/St_Johns"]
    static let artists = [
        "Radiohead", "Beyoncé", "Sigur Rós", "坂本龍一", "Perfume", "Björk", "The National", "Khruangbin",
        "Nils Frahm", "Floating Points", "Rosalía", "Aphex Twin", "Massive Attack", "Portishead", "Caribou",
        "Four Tet", "Bonobo", "Jon Hopkins", "Moderat", "Burial",
    ]

    /// A few hundred listens per user from 2026-09-01 on, each user leaning to their own artists
    /// (so listeners share some and differ in most), from `start` listens into the history.
    static func listens(user index: Int, from start: Int = 0, count: Int? = nil) -> [Listen] {
        let total = count ?? (120 + 37 * index)
        var seed = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
        var listens: [Listen] = []
        var time: Int64 = 1_788_220_800 + Int64(index) * 977
        for number in 0..<(start + total) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let roll = Int(seed >> 33)
            time += 1_800 + Int64(roll % 14_000)
            guard number >= start else { continue }
            let artist = artists[(index * 3 + (roll % 7 == 0 ? roll % artists.count : roll % 5)) % artists.count]
            let song = roll % 9
            listens.append(
                Listen(
                    listenedAt: time,
                    track: Track(artistName: artist, trackName: "\(artist) song \(song)", releaseName: "\(artist) album \(song % 3)"),
                    durationMs: 180_000 + roll % 120_000, source: .listenbrainz))
        }
        return listens
    }

    /// The config of a run over every user (`shards` nil) or of `shards` shards.
    static func config(home: TemporaryDirectory, name: String, shards: Int?) throws -> String {
        var yaml = "output: \(home.path)/\(name)/site\nbase_url: https://example.org/music/\nentity_min_listens: 5\n"
        if let shards {
            yaml += "shards: \(shards)\ndatabase: \(home.path)/\(name)/db/listens-{shard}.sqlite\n"
        } else {
            yaml += "database: \(home.path)/\(name)/db/listens.sqlite\n"
        }
        yaml += "users:\n"
        for (index, user) in users.enumerated() {
            yaml += "  - name: \"\(user)\"\n    time_zone: \(zones[index % zones.count])\n"
        }
        return try home.file("\(name).yaml", contents: yaml)
    }

    /// `diff -r` of two folders: empty when they are the same, byte for byte.
    static func differences(_ first: String, _ second: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-r", "-q", first, second]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : text.isEmpty ? "diff exited \(process.terminationStatus)" : text
    }

    /// Runs shards `indexes` of `config` as processes at once; shard 3 takes its index from
    /// `JOB_COMPLETION_INDEX`, as a Kubernetes Indexed Job gives it.
    static func runShards(
        _ indexes: [Int], config: String, home: TemporaryDirectory, server: FakeListenBrainz
    ) async throws -> [Int: ExecutableExitCodeTests.Outcome] {
        try await withThrowingTaskGroup(of: (Int, ExecutableExitCodeTests.Outcome).self) { group in
            for index in indexes {
                group.addTask {
                    let flag = index == 3 ? [] : ["--shard", String(index)]
                    let environment = index == 3 ? ["JOB_COMPLETION_INDEX": "3"] : [:]
                    return (
                        index,
                        try await ExecutableExitCodeTests.running(
                            ["run", "--config", config, "--quiet"] + flag, home: home, server: server.baseURL,
                            environment: environment)
                    )
                }
            }
            var outcomes: [Int: ExecutableExitCodeTests.Outcome] = [:]
            for try await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
    }

    static func merge(config: String, home: TemporaryDirectory) async throws -> ExecutableExitCodeTests.Outcome {
        try await ExecutableExitCodeTests.running(["run", "--config", config, "--merge"], home: home)
    }

    /// A loopback ListenBrainz serving every user's history, and a home with two configs (4
    /// shards; every user at once), after the 4 shards and the merge ran, and the run over every
    /// user too when `whole`: the site the shards are held to, built in the same weeks (a report
    /// links the pages that exist when it is built, so a site depends on the weeks it was built in).
    static func started(whole: Bool) async throws -> (server: FakeListenBrainz, home: TemporaryDirectory, sharded: String, whole: String) {
        let server = try FakeListenBrainz.start()
        for (index, user) in users.enumerated() { server.state.add(listens(user: index), user: user) }
        let home = try TemporaryDirectory()
        let sharded = try config(home: home, name: "sharded", shards: 4)
        let wholeConfig = try config(home: home, name: "whole", shards: nil)
        let first = try await runShards([0, 1, 2, 3], config: sharded, home: home, server: server)
        try #require(first.values.allSatisfy { $0.status == 0 }, "\(first.mapValues(\.standardError))")
        try #require(try await merge(config: sharded, home: home).status == 0)
        if whole { try await runWhole(wholeConfig, home: home, server: server) }
        return (server, home, sharded, wholeConfig)
    }

    /// `run` over every user, which must succeed.
    static func runWhole(_ config: String, home: TemporaryDirectory, server: FakeListenBrainz) async throws {
        let outcome = try await ExecutableExitCodeTests.running(["run", "--config", config, "--quiet"], home: home, server: server.baseURL)
        try #require(outcome.status == 0, "\(outcome.standardError)")
    }

    /// A week later: 30 new listens for every user.
    static func addWeek(_ server: FakeListenBrainz) {
        for (index, user) in users.enumerated() {
            server.state.add(listens(user: index, from: 120 + 37 * index, count: 30), user: user)
        }
    }

    @Test("users spread over the shards, each always in the same one; growing from 4 to 5 moves only users into shard 4")
    func assignment() {
        let homes = Self.users.map { ShardAssignment.home(of: $0, count: 4) }
        #expect(Set(homes) == [0, 1, 2, 3], "\(homes)")
        #expect(homes == Self.users.map { ShardAssignment.home(of: $0, count: 4) })
        // Jump consistent hashing: a user either stays or moves to the new shard.
        let many = (0..<2_000).map { "listener-\($0)" }
        let moved = many.filter { ShardAssignment.home(of: $0, count: 4) != ShardAssignment.home(of: $0, count: 5) }
        #expect(moved.allSatisfy { ShardAssignment.home(of: $0, count: 5) == 4 })
        #expect((300...500).contains(moved.count), "\(moved.count) of 2,000 moved; about a fifth should")
        for count in [1, 2, 4, 7] {
            let sizes = Dictionary(grouping: many) { ShardAssignment.home(of: $0, count: count) }.mapValues(\.count)
            #expect(sizes.keys.sorted() == Array(0..<count))
            #expect(sizes.values.allSatisfy { abs($0 - 2_000 / count) < 2_000 / count / 5 }, "\(count): \(sizes)")
        }
    }

    @Test("4 shards as 4 processes at once, then the merge: the same bytes as one run over all users; new listens: the same again")
    func shardsMatchOneRun() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        for (index, user) in Self.users.enumerated() { server.state.add(Self.listens(user: index), user: user) }
        let home = try TemporaryDirectory()
        let sharded = try Self.config(home: home, name: "sharded", shards: 4)
        let whole = try Self.config(home: home, name: "whole", shards: nil)

        for week in ["first", "next"] {
            if week == "next" { Self.addWeek(server) }
            let shards = try await Self.runShards([0, 1, 2, 3], config: sharded, home: home, server: server)
            for (index, outcome) in shards.sorted(by: { $0.key < $1.key }) {
                #expect(outcome.status == 0, "\(week) week, shard \(index): \(outcome.standardError)")
            }
            let merged = try await Self.merge(config: sharded, home: home)
            #expect(merged.status == 0, "\(merged.standardOutput)\(merged.standardError)")
            #expect(merged.standardOutput.contains("merged 12 users from 4 shards"), "\(merged.standardOutput)")
            try await Self.runWhole(whole, home: home, server: server)
            try #require(FileManager.default.fileExists(atPath: home.path + "/whole/site/compare/index.html"))
            let differences = try Self.differences(home.path + "/whole/site", home.path + "/sharded/site")
            #expect(differences.isEmpty, "\(week) week: \(differences.prefix(2_000))")
        }
        // Each shard has its own database, lock and stamp, and its users only.
        for index in 0..<4 {
            let database = home.path + "/sharded/db/listens-\(index).sqlite"
            #expect(FileManager.default.fileExists(atPath: database))
            #expect(FileManager.default.fileExists(atPath: database + ".lock"))
            #expect(try String(contentsOfFile: database + ".shard", encoding: .utf8) == "\(index)/4\n")
            #expect(try ListenStore(path: database).users().allSatisfy { ShardAssignment.home(of: $0, count: 4) == index })
        }
        // Nothing new: every shard and the merge have nothing to do.
        let idle = try await Self.runShards([0, 1, 2, 3], config: sharded, home: home, server: server)
        #expect(idle.values.allSatisfy { $0.status == 3 }, "\(idle.mapValues(\.standardError))")
        #expect(try await Self.merge(config: sharded, home: home).status == 3)
    }

    /// Starts shard `index` of `config` as a process of its own, its output discarded.
    static func launchShard(_ index: Int, config: String, home: TemporaryDirectory, server: FakeListenBrainz) throws -> Process {
        let process = Process()
        process.executableURL = ExecutableExitCodeTests.executable
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = ["run", "--config", config, "--shard", "\(index)/4", "--quiet"]
        process.environment = [
            "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "PATH": "/usr/bin:/bin",
            "LISTENBRAINZ_API_URL": server.baseURL.absoluteString,
        ].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits (up to a minute: a loaded machine is slow, never wrong) until `condition` holds.
    static func waitUntil(_ condition: () throws -> Bool) async throws -> Bool {
        for _ in 0..<3_000 {
            if try condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    @Test("a shard killed with SIGKILL (in its sync, then in its site build) and run again: the same site as one run; meanwhile the merge keeps its users' pages and exits 4 naming it")
    func killedShard() async throws {
        let (server, home, sharded, whole) = try await Self.started(whole: true)
        defer { server.stop() }
        let victims = Self.users.filter { ShardAssignment.home(of: $0, count: 4) == 1 }
        let victim = try #require(victims.first { $0.allSatisfy(\.isASCII) })
        let victimPage = home.path + "/sharded/site/\(SitePath.component(victim))/index.html"
        let before = try String(contentsOfFile: victimPage, encoding: .utf8)

        Self.addWeek(server)
        // Killed while its sync waits on a server that does not answer.
        server.state.enqueue(.hang, pathContains: "/user/\(victim)/")
        let hung = try Self.launchShard(1, config: sharded, home: home, server: server)
        let statusFile = home.path + "/sharded/site.shards/1/status.json"
        let reached = try await Self.waitUntil {
            server.state.seen.contains { $0.path.contains("/user/\(victim)/") }
                && (try? String(contentsOfFile: statusFile, encoding: .utf8))?.contains("\"running\"") == true
        }
        #expect(reached)
        kill(hung.processIdentifier, SIGKILL)
        hung.waitUntilExit()
        #expect(hung.terminationReason == .uncaughtSignal)

        let others = try await Self.runShards([0, 2, 3], config: sharded, home: home, server: server)
        #expect(others.values.allSatisfy { $0.status == 0 }, "\(others.mapValues(\.standardError))")
        let partial = try await Self.merge(config: sharded, home: home)
        #expect(partial.status == 4)
        #expect(partial.standardOutput.contains("shard 1 of 4 did not finish its last run"), "\(partial.standardOutput)")
        #expect(partial.standardError.contains("shard 1 of 4 did not finish"), "\(partial.standardError)")
        // Its users keep last week's pages; the others' are new.
        #expect(try String(contentsOfFile: victimPage, encoding: .utf8) == before)

        // Killed again, as soon as its site build has begun if the test sees it in time. On a
        // loaded machine the shard may be further on, or done, when the signal lands; whatever
        // it left undone, the rerun does: it exits 0 when it wrote something, 3 (nothing to do)
        // only when the killed run had published everything.
        let building = try Self.launchShard(1, config: sharded, home: home, server: server)
        let copy = home.path + "/sharded/site.shards/1/.site.listenstats-next"
        _ = try await Self.waitUntil { FileManager.default.fileExists(atPath: copy) || !building.isRunning }
        kill(building.processIdentifier, SIGKILL)
        building.waitUntilExit()
        func published() throws -> [String: Data] {
            var files = try SitePublicationTests.tree(home.path + "/sharded/site.shards/1/site")
            for user in victims {
                let folder = SitePath.component(user)
                for (path, data) in try SitePublicationTests.tree(home.path + "/sharded/site/" + folder) { files["output/\(folder)/\(path)"] = data }
            }
            return files
        }
        let left = try published()
        let rerun = try await Self.runShards([1], config: sharded, home: home, server: server)
        let status = try #require(rerun[1]?.status)
        let rewrote = try published() != left
        #expect(status == 0 && rewrote || status == 3 && !rewrote, "exit \(status), pages rewritten: \(rewrote); \(rerun[1]?.standardError ?? "")")
        #expect(building.terminationReason == .uncaughtSignal || status == 3, "the shard ran to its end (exit \(building.terminationStatus)), yet the rerun exits \(status)")
        let merged = try await Self.merge(config: sharded, home: home)
        #expect(merged.status == 0, "\(merged.standardOutput)")
        try await Self.runWhole(whole, home: home, server: server)
        let differences = try Self.differences(home.path + "/whole/site", home.path + "/sharded/site")
        #expect(differences.isEmpty, "\(differences.prefix(2_000))")
    }

    @Test("a shard whose every user fails: the others publish, its users keep their pages, the merge exits 4 naming it")
    func failedShard() async throws {
        let (server, home, sharded, _) = try await Self.started(whole: false)
        defer { server.stop() }
        let front = try String(contentsOfFile: home.path + "/sharded/site/index.html", encoding: .utf8)

        Self.addWeek(server)
        let failing = Self.users.filter { ShardAssignment.home(of: $0, count: 4) == 2 }
        let pages = try failing.map { try String(contentsOfFile: home.path + "/sharded/site/\(SitePath.component($0))/index.html", encoding: .utf8) }
        for user in failing {
            let path = "/user/" + (user.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? user) + "/"
            server.state.enqueue(.status(404), times: 3, pathContains: path)
        }
        let second = try await Self.runShards([0, 1, 2, 3], config: sharded, home: home, server: server)
        #expect(second[2]?.status == 66, "\(second[2]?.standardError ?? "")")
        #expect([0, 1, 3].allSatisfy { second[$0]?.status == 0 })
        let merged = try await Self.merge(config: sharded, home: home)
        #expect(merged.status == 4)
        #expect(merged.standardOutput.contains("shard 2 of 4 failed with exit 66"), "\(merged.standardOutput)")
        #expect(merged.standardOutput.contains(failing[0]), "\(merged.standardOutput)")
        // The failed shard's users keep their pages; the front page moves on with the others.
        #expect(try failing.map { try String(contentsOfFile: home.path + "/sharded/site/\(SitePath.component($0))/index.html", encoding: .utf8) } == pages)
        #expect(try String(contentsOfFile: home.path + "/sharded/site/index.html", encoding: .utf8) != front)

        // A shard site whose summaries are damaged (a truncated file) does not stop the merge
        // of the others: its users keep their folders, and the merge exits 4 naming it.
        try Data("[{\"user\": ".utf8).write(to: URL(fileURLWithPath: home.path + "/sharded/site.shards/2/site/.listenstats-users.json"))
        let damaged = try await Self.merge(config: sharded, home: home)
        #expect(damaged.status == 4)
        #expect(damaged.standardOutput.contains("cannot read the shard site") && damaged.standardOutput.contains("site.shards/2/site"), "\(damaged.standardOutput)")
        #expect(try failing.map { try String(contentsOfFile: home.path + "/sharded/site/\(SitePath.component($0))/index.html", encoding: .utf8) } == pages)
    }

    @Test("reshard --to 6: each user's history moves whole into their new shard's database; a run of the old count stops with 78; the 6 shards and the merge give the site of one run")
    func reshard() async throws {
        let (server, home, sharded, whole) = try await Self.started(whole: true)
        defer { server.stop() }
        func database(_ index: Int) -> String { home.path + "/sharded/db/listens-\(index).sqlite" }
        let before = try Dictionary(uniqueKeysWithValues: Self.users.map { user in
            (user, try ListenStore(path: database(ShardAssignment.home(of: user, count: 4))).listenCount(user: user))
        })

        let moved = try await ExecutableExitCodeTests.running(["reshard", "--config", sharded, "--to", "6"], home: home)
        #expect(moved.status == 0, "\(moved.standardError)")
        let movers = Self.users.filter { ShardAssignment.home(of: $0, count: 4) != ShardAssignment.home(of: $0, count: 6) }
        #expect(!movers.isEmpty)
        #expect(moved.standardOutput.contains("\(movers.count) users moved from 4 to 6 shards; now set 'shards: 6'"), "\(moved.standardOutput)")
        for index in 0..<6 {
            let store = try ListenStore(path: database(index))
            let users = try store.users()
            #expect(users.allSatisfy { ShardAssignment.home(of: $0, count: 6) == index }, "shard \(index): \(users)")
            for user in users { #expect(try store.listenCount(user: user) == before[user], "\(user)") }
        }
        #expect(Set(try (0..<6).flatMap { try ListenStore(path: database($0)).users() }) == Set(Self.users))

        // The old count is refused before anything is fetched or written.
        let stale = try await ExecutableExitCodeTests.running(["run", "--config", sharded, "--shard", "1", "--quiet"], home: home, server: server.baseURL)
        #expect(stale.status == 78)
        #expect(stale.standardError.contains("holds shard 1/6, not 1/4"), "\(stale.standardError)")

        let six = try Self.config(home: home, name: "sharded", shards: 6)
        let again = try await Self.runShards(Array(0..<6), config: six, home: home, server: server)
        #expect(again.values.allSatisfy { $0.status == 0 || $0.status == 3 }, "\(again.mapValues(\.standardError))")
        // The same users, the same numbers: the pages spanning users are already right.
        let merged = try await Self.merge(config: six, home: home)
        #expect(merged.status == 3, "\(merged.standardOutput)")
        let differences = try Self.differences(home.path + "/whole/site", home.path + "/sharded/site")
        #expect(differences.isEmpty, "\(differences.prefix(2_000))")
        // Nothing left to move.
        #expect(try await ExecutableExitCodeTests.running(["reshard", "--config", six, "--to", "6"], home: home).status == 3)
    }

    @Test("shard settings that cannot work stop before anything is written: a malformed or out-of-range --shard (64), no {shard} in the database, no index, a scheduler index out of range, a count against the config (78)")
    func badShardSettings() async throws {
        let home = try ExecutableExitCodeTests.configured(
            "database: DB/listens-{shard}.sqlite\nshards: 4\nusers:\n  - name: rob\n    time_zone: UTC\n")
        let config = home.path + "/config/listenstats/config.yaml"
        try String(contentsOfFile: config, encoding: .utf8).replacingOccurrences(of: "DB/", with: home.path + "/db/")
            .write(toFile: config, atomically: true, encoding: .utf8)
        let cases: [(arguments: [String], environment: [String: String], status: Int32, message: String)] = [
            (["run", "--shard", "two"], [:], 64, "--shard takes I/N"),
            (["run", "--shard", "4/4"], [:], 64, "the index runs from 0 to 3"),
            (["run", "--shard", "1/8"], [:], 78, "says 8 shards but the config says 'shards: 4'"),
            (["run"], [:], 78, "the config splits the users into 4 shards: pass --shard I"),
            (["run"], ["JOB_COMPLETION_INDEX": "4"], 78, "JOB_COMPLETION_INDEX=4 is not a shard of 'shards: 4'"),
            (["run"], ["SLURM_ARRAY_TASK_ID": "x"], 78, "SLURM_ARRAY_TASK_ID=x is not a shard"),
            (["run", "--merge", "--shard", "1"], [:], 64, "--merge runs after the shards"),
            (["stats", "--user", "rob"], [:], 78, "is one file per shard"),
        ]
        for (arguments, environment, status, message) in cases {
            let outcome = try await ExecutableExitCodeTests.running(arguments, home: home, environment: environment)
            #expect(outcome.status == status, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.path + "/db"))
        // Without {shard}, 4 shards would share one database.
        try String(contentsOfFile: config, encoding: .utf8).replacingOccurrences(of: "listens-{shard}", with: "listens")
            .write(toFile: config, atomically: true, encoding: .utf8)
        let shared = try await ExecutableExitCodeTests.running(["run", "--shard", "1"], home: home)
        #expect(shared.status == 78)
        #expect(shared.standardError.contains("4 shards need a database each: put {shard} in 'database'"), "\(shared.standardError)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/db"))
        // The merge before any shard ran: nothing to merge, said so.
        let early = try await ExecutableExitCodeTests.running(["run", "--merge"], home: home)
        #expect(early.status == 4, "\(early.standardError)")
        #expect(early.standardOutput.contains("has not run yet"), "\(early.standardOutput)")
    }
}

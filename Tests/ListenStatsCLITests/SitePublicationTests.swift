import Foundation
import Testing

/// How `site` publishes, on the real executable: killed at any moment it leaves the old site
/// or the new one, whole; it never writes through a symbolic link in its output folder.
@Suite("listenstats site: publishing whole, never through a link")
struct SitePublicationTests {
    /// Weeks of a listener's history (about 90 listens a week of 150 tracks by 30 artists),
    /// starting Monday 2 March 2026, UTC; `weeks` more weeks from `fromWeek`.
    static func history(weeks: Int, fromWeek: Int = 0) -> String {
        let start: Int64 = 1_772_409_600  // 2026-03-02 00:00 UTC, a Monday
        var lines: [String] = []
        for day in (fromWeek * 7)..<((fromWeek + weeks) * 7) {
            for play in 0..<(10 + day % 7) {
                let track = (day * 7 + play * 13) % 150
                let artist = track % 30
                let time = start + Int64(day) * 86_400 + 8 * 3600 + Int64(play) * 1_500
                lines.append(
                    #"{"listened_at": \#(time), "track_metadata": {"artist_name": "Artist \#(artist)", "track_name": "Song \#(track)", "release_name": "Album \#(artist)-\#(track % 3)"}}"#
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every entry below `folder` (links not followed): a file's bytes, a folder's or link's kind.
    static func tree(_ folder: String) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        let files = FileManager.default
        for path in try files.subpathsOfDirectory(atPath: folder) {
            let full = folder + "/" + path
            switch try files.attributesOfItem(atPath: full)[.type] as? FileAttributeType {
            case .typeRegular?: entries[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            case .typeSymbolicLink?: entries[path] = Data("link → \(try files.destinationOfSymbolicLink(atPath: full))".utf8)
            default: entries[path] = Data("folder".utf8)
            }
        }
        return entries
    }

    static func copyTree(_ source: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: source, toPath: target)
    }

    static let siteArguments = ["site", "--timezone", "UTC", "--entity-min-listens", "30"]

    /// Three weeks imported, and their site built from scratch into `clean`.
    static func cleanSite() async throws -> (home: TemporaryDirectory, database: String, clean: String) {
        let imported = try await ImportedHistory(history(weeks: 3))
        let clean = imported.home.path + "/clean"
        let built = try await ExecutableExitCodeTests.running(
            siteArguments + ["--out", clean, "--db", imported.database], home: imported.home)
        try #require(built.status == 0, "\(built.standardError)")
        return (imported.home, imported.database, clean)
    }

    /// `site --out out` started, then killed with SIGKILL after `delay` seconds (or left to
    /// finish, when sooner).
    static func killedSite(out: String, database: String, home: TemporaryDirectory, after delay: Double) throws {
        let process = Process()
        process.executableURL = ExecutableExitCodeTests.executable
        // Relative defaults (Output/…) land in the test's own folder, never the checkout.
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = siteArguments + ["--out", out, "--db", database, "--quiet"]
        process.environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_CACHE_HOME": home.path + "/cache",
            "PATH": "/usr/bin:/bin",
        ].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(delay)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test(
        "killed at many points of a first and of an incremental build, the folder is the old site or the new one, and the rerun equals a clean build"
    )
    func killedBuilds() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        func run(_ arguments: [String]) async throws {
            let outcome = try await ExecutableExitCodeTests.running(arguments + ["--db", database], home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
        let firstHistory = try home.file("first.jsonl", contents: Self.history(weeks: 6))
        let nextWeek = try home.file("next.jsonl", contents: Self.history(weeks: 1, fromWeek: 6))
        try await run(["import", firstHistory, "--user", "ana", "--quiet"])

        // The old site, and how long a build from nothing takes here.
        let started = Date()
        try await run(Self.siteArguments + ["--out", home.path + "/old", "--quiet"])
        let firstBuild = Date().timeIntervalSince(started)
        let oldSite = try Self.tree(home.path + "/old")
        #expect(oldSite["index.html"] != nil && oldSite["ana/index.html"] != nil)

        // A first build killed at points across its run: nothing, or the whole old site.
        let fractions = [0.1, 0.35, 0.6, 0.85, 1.1]
        for fraction in fractions {
            let out = home.path + "/first-\(fraction)/site"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try Self.killedSite(out: out, database: database, home: home, after: firstBuild * fraction)
            let left = try Self.tree(out)
            #expect(left.isEmpty || left == oldSite, "killed at \(fraction) of a first build: \(left.count) entries")
            try await run(Self.siteArguments + ["--out", out, "--quiet"])
            #expect(try Self.tree(out) == oldSite, "the rerun after a kill at \(fraction) differs from a clean build")
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/first-\(fraction)") == ["site"])
        }

        // One week more: the new site, built clean, then incremental builds over the old one
        // killed across their run.
        try await run(["import", nextWeek, "--user", "ana", "--quiet"])
        try await run(Self.siteArguments + ["--out", home.path + "/new", "--quiet"])
        let newSite = try Self.tree(home.path + "/new")
        #expect(newSite != oldSite)
        let incrementalStart = Date()
        try Self.copyTree(home.path + "/old", to: home.path + "/timed")
        try await run(Self.siteArguments + ["--out", home.path + "/timed", "--quiet"])
        let incrementalBuild = Date().timeIntervalSince(incrementalStart)
        #expect(try Self.tree(home.path + "/timed") == newSite)
        for fraction in fractions {
            let out = home.path + "/next-\(fraction)/site"
            try FileManager.default.createDirectory(atPath: home.path + "/next-\(fraction)", withIntermediateDirectories: true)
            try Self.copyTree(home.path + "/old", to: out)
            try Self.killedSite(out: out, database: database, home: home, after: incrementalBuild * fraction)
            let left = try Self.tree(out)
            #expect(left == oldSite || left == newSite, "killed at \(fraction) of an incremental build: a mix")
            try await run(Self.siteArguments + ["--out", out, "--quiet"])
            #expect(try Self.tree(out) == newSite, "the rerun after a kill at \(fraction) differs from a clean build")
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/next-\(fraction)") == ["site"])
        }
    }

    @Test("a symbolic link at any level of the output folder is refused with 73 before anything is written, inside or out")
    func symbolicLinksRefused() async throws {
        let (home, database, clean) = try await Self.cleanSite()
        let week = try #require(try FileManager.default.contentsOfDirectory(atPath: clean + "/ana/week").sorted().first)

        // Each case: a path in the site made a link to a copy of what was there, elsewhere.
        let cases = ["ana", "ana/week", "ana/week/\(week)", "ana/week/\(week)/index.html", "index.html", "ana/artist"]
        for (number, linked) in cases.enumerated() {
            let out = home.path + "/case-\(number)"
            let elsewhere = home.path + "/elsewhere-\(number)"
            try Self.copyTree(clean, to: out)
            try FileManager.default.moveItem(atPath: out + "/" + linked, toPath: elsewhere)
            try FileManager.default.createSymbolicLink(atPath: out + "/" + linked, withDestinationPath: elsewhere)
            let outsideBefore = try Self.tree(elsewhere)
            let siteBefore = try Self.tree(out)
            let outcome = try await ExecutableExitCodeTests.running(
                Self.siteArguments + ["--out", out, "--db", database], home: home)
            #expect(outcome.status == 73, "\(linked): \(outcome.status) \(outcome.standardError)")
            #expect(outcome.standardError.contains("symbolic link: \(out)/\(linked) → \(elsewhere)"), "\(outcome.standardError)")
            #expect(try Self.tree(elsewhere) == outsideBefore, "\(linked): written through the link")
            #expect(try Self.tree(out) == siteBefore, "\(linked): the site changed")
            #expect(!FileManager.default.fileExists(atPath: home.path + "/.case-\(number).listenstats-next"))
        }

        // The output folder itself may be a link: the site is published in the folder it names.
        let real = home.path + "/real-site"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.path + "/linked-site", withDestinationPath: real)
        let throughLink = try await ExecutableExitCodeTests.running(
            Self.siteArguments + ["--out", home.path + "/linked-site", "--db", database], home: home)
        #expect(throughLink.status == 0, "\(throughLink.standardError)")
        #expect(try Self.tree(real) == Self.tree(clean))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.path + "/linked-site") == real)
    }

    @Test("a folder whose files cannot be swapped whole (a pipe in it) is written in place, saying so, with the same site")
    func writtenInPlace() async throws {
        let (home, database, clean) = try await Self.cleanSite()

        let out = home.path + "/with-pipe"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        #expect(mkfifo(out + "/updates.pipe", 0o644) == 0)
        // A temporary file a killed in-place run left behind.
        _ = try home.file("with-pipe/.index.html.\(UUID().uuidString).tmp", contents: "half")
        let outcome = try await ExecutableExitCodeTests.running(Self.siteArguments + ["--out", out, "--db", database], home: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("written in place"), "\(outcome.standardError)")
        var site = try Self.tree(out)
        #expect(site.removeValue(forKey: "updates.pipe") != nil)
        #expect(site == (try Self.tree(clean)))
    }
}

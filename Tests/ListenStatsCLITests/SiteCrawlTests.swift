import Foundation
import Testing

/// The demo's site built by the real executable, crawled for broken links, its feed parsed by
/// feedparser, then one new week imported and the site built again.
@Suite("listenstats site: links, feed, entity pages and an incremental rebuild")
struct SiteCrawlTests {
    static let base = "https://example.org/music/"

    /// Runs one of the project's Python checks with Debian's python3; its status and output.
    static func script(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root.appendingPathComponent("scripts/\(name)").path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The pages (paths below `site`) reachable from `start` in at most `limit` clicks on
    /// relative links, with how many clicks each takes.
    static func clicks(from start: String, in site: String, upTo limit: Int) throws -> [String: Int] {
        var depth = [start: 0]
        var queue = [start]
        let link = try Regex(##"href="([^"#?:]+\.html)""##)
        while !queue.isEmpty {
            let page = queue.removeFirst()
            guard let clicks = depth[page], clicks < limit else { continue }
            let text = try String(contentsOfFile: site + "/" + page, encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            for match in text.matches(of: link) {
                guard let target = match.output[1].substring else { continue }
                let path = ((folder.isEmpty ? String(target) : folder + "/" + target) as NSString).standardizingPath
                guard depth[path] == nil, FileManager.default.fileExists(atPath: site + "/" + path) else { continue }
                depth[path] = clicks + 1
                queue.append(path)
            }
        }
        return depth
    }

    /// Every regular file below `folder`: its bytes and its modification time.
    static func snapshot(_ folder: String) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            let full = folder + "/" + path
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = (try Data(contentsOf: URL(fileURLWithPath: full)), attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return files
    }

    /// A week of listens after the demo's last one (Sunday 22 November 2026): Paper Rivers' "Honey
    /// Blue" every evening, and a band no one heard before.
    static func newWeek() -> String {
        let monday: Int64 = 1_795_388_400  // 2026-11-23 00:00 Europe/Berlin
        var lines: [String] = []
        for day in 0..<7 {
            for play in 0..<4 {
                let time = monday + Int64(day) * 86_400 + 19 * 3600 + Int64(play) * 240
                lines.append(
                    #"{"listened_at": \#(time), "track_metadata": {"artist_name": "Paper Rivers", "track_name": "Honey Blue", "release_name": "Dream Orbit"}}"#)
            }
            lines.append(
                #"{"listened_at": \#(monday + Int64(day) * 86_400 + 21 * 3600), "track_metadata": {"artist_name": "Brand New Band", "track_name": "First Song", "release_name": "Debut"}}"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(
        "the demo site has no broken link, its feed parses with every entry's link resolving, and one new week rebuilds only what changed",
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/feedparser/__init__.py"),
            "python3-feedparser is not installed; scripts/install-system-deps.sh --test installs it"))
    func crawlFeedAndIncrementalRebuild() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let site = home.path + "/site"
        func run(_ arguments: [String]) async throws -> String {
            let outcome = try await ExecutableExitCodeTests.running(arguments + ["--db", database], home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            return outcome.standardOutput
        }
        let siteArguments = ["site", "--timezone", "Europe/Berlin", "--base-url", Self.base, "--entity-min-listens", "25"]
        _ = try await run(["demo", "--output", home.path + "/demo", "--quiet"])
        let first = try await run(siteArguments + ["--out", site])
        #expect(first.contains("134 reports built"), "\(first)")

        // Entity pages exist, and the week's top lists lead to them.
        let files = try FileManager.default.subpathsOfDirectory(atPath: site)
        for kind in ["artist", "album", "track"] {
            #expect(files.contains { $0.hasPrefix("demo/\(kind)/") && $0.hasSuffix(".html") }, "no \(kind) pages")
            // One file per page, no folder each.
            #expect(!files.contains { $0.hasPrefix("demo/\(kind)/") && $0.hasSuffix("/index.html") }, "\(kind) pages in folders")
        }
        let week = try String(contentsOfFile: site + "/demo/week/2026-W47/index.html", encoding: .utf8)
        #expect(week.contains("href=\"../../artist/"))
        #expect(week.contains("href=\"../../album/"))
        #expect(week.contains("href=\"../../track/"))
        // The top lists are HTML on every screen, each name a link to its page.
        #expect(week.contains(#"<span class="name"><bdi><a href="../../artist/"#))
        #expect(files.contains("404.html") && files.contains("sitemap.xml") && files.contains("style.css"))
        // The demo drew covers into the cache: album pages show theirs from demo/covers/ (the
        // crawler below finds every src).
        #expect(files.contains { $0.hasPrefix("demo/covers/") && $0.hasSuffix("-250.jpg") })
        // A report's covers are hard links to the cover cache's files, not copies of them.
        let weekCovers = files.filter { $0.hasPrefix("demo/week/2026-W47/covers/") && $0.hasSuffix(".jpg") }
        #expect(!weekCovers.isEmpty)
        for cover in weekCovers {
            var status = stat()
            #expect(stat(site + "/" + cover, &status) == 0 && status.st_nlink > 1, "\(cover) is a copy")
        }
        #expect(
            files.contains { path in
                path.hasPrefix("demo/album/")
                    && (try? String(contentsOfFile: site + "/" + path, encoding: .utf8))?.contains(#"<img class="entity-cover" src="../covers/"#) == true
            })
        // Feed entries recall the period's milestones and, for a week, one year ago this week.
        let atom = try String(contentsOfFile: site + "/feed.xml", encoding: .utf8)
        #expect(atom.contains("Milestones:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;") && atom.contains(" plays: "))
        #expect(atom.contains("On this day:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A year ago this week: "))
        // Each milestone of those reports is an entry of its own, linked to its page.
        let milestoneEntries = atom.components(separatedBy: "<title>demo · ").filter {
            $0.contains(" plays of the ") || $0.contains("th listen: ")
        }
        #expect(!milestoneEntries.isEmpty)
        // A week, its month and its year all hold the milestone: it is one entry.
        let milestoneTitles = milestoneEntries.map { $0.components(separatedBy: "</title>")[0] }
        #expect(Set(milestoneTitles).count == milestoneTitles.count, "\(milestoneTitles)")
        // A certified album or track (250 plays and more) always has a page; a track played
        // once at a round listen count may have none, and its entry links the report instead.
        func linksEntity(_ entry: String) -> Bool {
            entry.contains(#"href="\#(Self.base)demo/album/"#) || entry.contains(#"href="\#(Self.base)demo/track/"#)
        }
        #expect(milestoneEntries.filter { $0.contains(" plays of the ") }.allSatisfy(linksEntity))
        #expect(milestoneEntries.contains(where: linksEntity))
        // One without a page links the shortest report holding it: in the demo's feed (weeks
        // back to August, months back further) that is a month, never the year.
        let reportLinked = milestoneEntries.filter { !linksEntity($0) }
        #expect(reportLinked.allSatisfy { !$0.contains(#"/year/"#) }, "\(reportLinked)")
        // An artist page lists its medals, each linked to its year's report.
        let medalPage = try #require(
            files.filter { $0.hasPrefix("demo/artist/") && $0.hasSuffix(".html") }.lazy
                .map { try? String(contentsOfFile: site + "/" + $0, encoding: .utf8) }
                .first { $0?.contains(#"<span class="rank lead up">Gold</span><span class="name"><a href="../year/2025/index.html">#1 artist of 2025</a>"#) == true })
        #expect(medalPage?.contains(#"<div><dt>Weeks at #1</dt><dd>"#) == true)

        let crawl = try Self.script("check-site-links.py", [site, Self.base])
        #expect(crawl.status == 0, "\(crawl.output)")
        #expect(crawl.output.contains(", 0 broken"))
        // Every artist, album, track and genre page is at most three clicks from the front page
        // (the user's page, its index of artists, albums or tracks or its genres, the page).
        let depths = try Self.clicks(from: "index.html", in: site, upTo: 3)
        let listedPages = files.filter { path in
            ["artist", "album", "track", "genre"].contains { path.hasPrefix("demo/\($0)/") } && path.hasSuffix(".html")
        }
        #expect(listedPages.count > 500)
        // Genres have pages, and the week's genres lead to them.
        let genrePages = listedPages.filter { $0.hasPrefix("demo/genre/") }
        #expect(genrePages.count >= 10, "\(genrePages)")
        #expect(week.contains(#"<a href="../../genre/"#))
        #expect(genrePages.allSatisfy { depths[$0] == 2 }, "a genre is two clicks away: the user's page, the genre")
        // The last 13 months' days have pages, a month each; the week's calendar and its "on
        // this day" lead to the day's section (the crawl checks every #fragment names an id).
        let dayPages = files.filter { $0.hasPrefix("demo/day/") }.sorted()
        #expect(dayPages.count == 13 && dayPages.last == "demo/day/2026-11.html", "\(dayPages)")
        #expect(week.contains(#"<a class="cell l"#) && week.contains(#"href="../../day/2026-11.html#2026-11-16""#))
        #expect(week.contains(#"<a href="../../day/2025-11.html#2025-11-"#), "on this day, one year ago")
        let day = try String(contentsOfFile: site + "/demo/day/2026-11.html", encoding: .utf8)
        #expect(day.contains(#"<section id="2026-11-16">"#) && day.contains(#"<ol class="day-listens">"#))
        #expect(listedPages.filter { depths[$0] == nil }.isEmpty, "pages beyond three clicks")
        let index = try String(contentsOfFile: site + "/demo/artists.html", encoding: .utf8)
        #expect(index.contains(#"<nav class="letters" aria-label="By letter">"#) && index.contains(#"<li><bdi><a href="artist/"#))
        let feed = try Self.script("check-feed.py", [site, Self.base])
        #expect(feed.status == 0, "\(feed.output)")
        #expect(feed.output.contains("\(50 + milestoneEntries.count) entries, 0 problems"), "\(feed.output)")

        // One new week: only its reports and the pages whose numbers it changes are written.
        let before = try Self.snapshot(site)
        let file = try home.file("week.jsonl", contents: Self.newWeek())
        _ = try await run(["import", file, "--user", "demo", "--quiet"])
        let timed = try await ExecutableExitCodeTests.running(
            siteArguments + ["--out", site, "--timings", "--db", database], home: home)
        try #require(timed.status == 0, "\(timed.standardError)")
        let second = timed.standardOutput
        // `--timings` names each stage on standard error, the summary stays on standard output.
        for stage in ["load", "entity profiles", "entity pages: render", "reports", "commit", "manifest and removals"] {
            #expect(timed.standardError.contains("timings: \(stage): "), "\(stage) missing: \(timed.standardError)")
        }
        #expect(!second.contains("timings:"))
        // The replaced files went with the staging folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site).allSatisfy { !$0.hasPrefix(".listenstats-staging-") })
        let after = try Self.snapshot(site)
        let rewritten = after.keys.filter { path in before[path].map { $0.1 != after[path]?.1 } ?? true }
        let entityPages = after.keys.filter { path in
            let parts = path.split(separator: "/")
            return parts.count == 3 && path.hasSuffix(".html") && ["artist", "album", "track"].contains(parts[1])
        }
        let rewrittenEntities = rewritten.filter { entityPages.contains($0) }
        #expect(rewritten.contains("demo/week/2026-W48/index.html"), "\(second)")
        #expect(!rewritten.contains("demo/week/2026-W46/index.html"))
        #expect(!rewrittenEntities.isEmpty)
        // Ranks below the artists, albums and tracks that moved shift by one, so those pages
        // change too; the most played artist, not heard this week, keeps its page.
        #expect(rewrittenEntities.count * 2 < entityPages.count, "\(rewrittenEntities.count) of \(entityPages.count)")
        print("one new week rewrote \(rewrittenEntities.count) of \(entityPages.count) entity pages")
        let leader = try #require(
            entityPages.first { path in
                path.hasPrefix("demo/artist/")
                    && String(decoding: after[path]?.0 ?? Data(), as: UTF8.self).contains("#1 of all artists")
            })
        #expect(!rewritten.contains(leader))
        #expect(rewritten.contains { $0.hasPrefix("demo/artist/paper-rivers-") })
        // A page left alone still says what a build from scratch says: nothing stale remains.
        let fresh = home.path + "/fresh"
        _ = try await run(siteArguments + ["--out", fresh])
        let scratch = try Self.snapshot(fresh)
        for (path, (data, _)) in after where !path.hasPrefix(".listenstats") {
            #expect(scratch[path]?.0 == data, "\(path) differs from a build from scratch")
        }
        #expect(Set(scratch.keys) == Set(after.keys))
        // A rewritten entity page had new numbers: its bytes changed.
        for path in rewrittenEntities where before[path] != nil {
            #expect(before[path]?.0 != after[path]?.0, "\(path) was rewritten unchanged")
        }
        // The crawler is not blind: a removed artist page breaks the links to it.
        let artist = try #require(entityPages.filter { $0.hasPrefix("demo/artist/") }.sorted().first)
        try FileManager.default.removeItem(atPath: site + "/" + artist)
        let broken = try Self.script("check-site-links.py", [site, Self.base])
        #expect(broken.status == 1)
        #expect(broken.output.contains("broken link"))
    }

    @Test("two listeners: compare/index.html states the cosine score (A 3, B 4 against A 3, C 4: 36 %) and the shared artist, linked to both pages")
    func listenersSideBySide() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        func run(_ arguments: [String]) async throws {
            let outcome = try await ExecutableExitCodeTests.running(arguments + ["--db", database], home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
        func listens(_ plays: [(String, Int)]) -> String {
            var lines: [String] = []
            var time: Int64 = 1_767_225_600  // 2026-01-01
            for (artist, count) in plays {
                for _ in 0..<count {
                    time += 3600
                    lines.append(#"{"listened_at": \#(time), "track_metadata": {"artist_name": "\#(artist)", "track_name": "Song", "release_name": "Album"}}"#)
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
        try await run(["import", try home.file("rob.jsonl", contents: listens([("Alpha", 3), ("Beta", 4)])), "--user", "rob", "--quiet"])
        try await run(["import", try home.file("ana.jsonl", contents: listens([("alpha", 3), ("Gamma", 4)])), "--user", "ana", "--quiet"])
        let site = home.path + "/site"
        try await run(["site", "--timezone", "UTC", "--entity-min-listens", "1", "--out", site, "--base-url", Self.base, "--quiet"])
        let page = try String(contentsOfFile: site + "/compare/index.html", encoding: .utf8)
        #expect(page.contains("<bdi>ana</bdi> and <bdi>rob</bdi>: 36 %"), "\(page)")
        #expect(page.contains("1 artists in common, of 2 and 2."))
        // The score is explained in words; the formula is for the docs, not the page.
        #expect(page.contains("100 means the same artists in the same proportions") && !page.contains("√"))
        #expect(page.contains("href=\"../ana/artist/alpha-"))
        #expect(page.contains("href=\"../rob/artist/alpha-"))
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("href=\"compare/index.html\""))
        let crawl = try Self.script("check-site-links.py", [site, Self.base])
        #expect(crawl.status == 0, "\(crawl.output)")
        let sitemap = try String(contentsOfFile: site + "/sitemap.xml", encoding: .utf8)
        #expect(sitemap.contains("<loc>\(Self.base)compare/index.html</loc>"))

        // One listener left: the page goes.
        try await run(["site", "--timezone", "UTC", "--user", "rob", "--out", site, "--quiet"])
        #expect(!FileManager.default.fileExists(atPath: site + "/compare/index.html"))
    }

    @Test("a wrong base_url, entity_min_listens or entity_max_pages stops with 78 at its line; --entity-min-listens -1 and --entity-max-pages 0 are usage errors (64)")
    func badSettings() async throws {
        let home = try ExecutableExitCodeTests.configured(
            "base_url: ftp://example.org/\nentity_min_listens: many\nentity_max_pages: 0\nusers:\n  - name: rob\n    time_zone: UTC\n")
        let check = try await ExecutableExitCodeTests.running(["config", "check"], home: home)
        #expect(check.status == 78)
        #expect(check.standardError.contains("config.yaml:1: error: 'ftp://example.org/' is not a web address"), "\(check.standardError)")
        #expect(check.standardError.contains("config.yaml:2: error: 'entity_min_listens' must be a whole number, 0 or more, not 'many'"))
        #expect(check.standardError.contains("config.yaml:3: error: 'entity_max_pages' must be a whole number, 1 or more, not '0'"), "\(check.standardError)")
        let site = try await ExecutableExitCodeTests.running(["site", "--entity-min-listens=-1", "--out", home.path + "/site"], home: try TemporaryDirectory())
        #expect(site.status == 64)
        #expect(site.standardError.contains("--entity-min-listens must be 0 or more"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/site"))
        let bounded = try await ExecutableExitCodeTests.running(["site", "--entity-max-pages", "0", "--out", home.path + "/site"], home: try TemporaryDirectory())
        #expect(bounded.status == 64)
        #expect(bounded.standardError.contains("--entity-max-pages must be 1 or more, not 0"), "\(bounded.standardError)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/site"))
    }
}

import Foundation
import ListenModel
import Testing

@testable import Reports

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Site builder")
struct SiteBuilderTests {
    func builder() throws -> SiteBuilder {
        SiteBuilder(templates: try ReportFixtures.templates(), options: SiteOptions(generator: "listenstats test"))
    }

    /// Every file of the site, by relative path.
    func snapshot(_ directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try SiteBuilder.relativeFiles(in: directory) {
            result[path] = try Data(contentsOf: directory.appendingPathComponent(path))
        }
        return result
    }

    @Test("a report page's fingerprint takes every option but those named off report pages: a new option is in it without being listed")
    func pageFingerprintFollowsOptions() throws {
        #expect(SiteOptions.optionsOffReportPages.isSubset(of: StableHasher.propertyNames(of: SiteOptions())), "an excluded name that is no option")
        let period = SitePeriod(period: ReportFixtures.weekPeriod(), fingerprint: "a", lastListenAt: 0, listenCount: 3)
        let navigation = ReportNavigation(previous: nil, next: nil, archiveURL: "../../index.html", indexURL: "../../../index.html")
        let base = try builder()
        func fingerprint(_ change: (inout SiteOptions) -> Void) -> String {
            var changed = base
            change(&changed.options)
            return changed.pageFingerprint(period, navigation: navigation)
        }
        let unchanged = fingerprint { _ in }
        #expect(fingerprint { _ in } == unchanged, "the same options, the same fingerprint")
        #expect(fingerprint { $0.entityMaximumPages = 10 } != unchanged)
        #expect(fingerprint { $0.formats = [.html] } != unchanged)
        #expect(fingerprint { $0.frontMatter = .yaml } != unchanged)
        #expect(fingerprint { $0.baseURL = "https://example.org/" } != unchanged)
        #expect(fingerprint { $0.title = "Another title" } == unchanged, "the title is on the front page only")
        #expect(fingerprint { $0.rebuildsEverything = true } == unchanged)
    }

    @Test("each headline is asked for once (made beside the entity pages), nil ones too; the front page and feed show them")
    func headlinesOnce() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        _ = try builder().build(from: source, into: output)
        let asked = source.headlinesAsked
        #expect(!asked.isEmpty)
        #expect(Set(asked).count == asked.count, "asked twice: \(asked)")
        #expect(asked.contains("rob/2026-W47") && asked.contains("rob/2026"))
        // The newest week's 22 listens, as its headline says them (×10): read from the headline.
        let feed = try String(contentsOf: output.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("220 listens"))
    }

    @Test("a headline that fails fails the build with its error, and publishes nothing")
    func failingHeadline() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        source.failingHeadlineSlug = "2026-W47"
        #expect(throws: ReportsError.self) { try builder().build(from: source, into: output) }
        let left = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!left.contains("index.html") && !left.contains("rob"), "\(left)")
    }

    @Test("a site has an index, an archive per user, a feed and every report with its charts")
    func layout() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let summary = try builder().build(from: FakeSiteSource.standard(), into: output)
        #expect(summary.rebuilt == 8)
        let files = try SiteBuilder.relativeFiles(in: output)
        for expected in [
            "index.html", "feed.xml", "rob/index.html", "rob/week/2026-W47/index.html", "rob/week/2026-W47/report.md",
            "rob/week/2026-W47/data.json", "rob/week/2026-W47/charts/activity.svg", "rob/month/2026-11/index.html",
            "rob/year/2026/index.html", "rob/all-time/all/index.html",
            "~2E.~2F~3C~C3~A9vil~3E~20~26~20co/week/2026-W47/index.html",
        ] {
            #expect(files.contains(expected), "missing \(expected)")
        }
        #expect(!files.contains { $0.contains("staging") || $0.hasSuffix(".tmp") })
        let week = try String(contentsOf: output.appendingPathComponent("rob/week/2026-W47/index.html"), encoding: .utf8)
        #expect(week.contains("<a rel=\"prev\" href=\"../2026-W46/index.html\">← Week 46, 2026</a>"))
        #expect(!week.contains("rel=\"next\""))
        let middle = try String(contentsOf: output.appendingPathComponent("rob/week/2026-W46/index.html"), encoding: .utf8)
        #expect(middle.contains("href=\"../2026-W47/index.html\">Week 47, 2026 →"))
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("&lt;évil&gt; &amp; co"))
        #expect(!index.contains("<évil>"))
    }

    @Test("a rebuild with nothing changed computes nothing and writes nothing")
    func incrementalNoChange() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        try builder().build(from: source, into: output)
        let before = try snapshot(output)
        source.computed = []
        let summary = try builder().build(from: source, into: output)
        #expect(source.computed.isEmpty)
        #expect(summary == SiteBuildSummary(rebuilt: 0, unchanged: 8, removed: 0, pagesWritten: 0))
        #expect(try snapshot(output) == before)
    }

    @Test("only the period whose listens changed is rebuilt, and a new week updates its neighbour's link")
    func incrementalChange() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        try builder().build(from: source, into: output)
        source.computed = []
        source.periodsByUser["rob"]?[0].fingerprint = "w46-changed"
        try builder().build(from: source, into: output)
        #expect(source.computed == ["rob/week/2026-W46"])

        source.computed = []
        let clock = WallClock(named: "Europe/Berlin")
        let nextWeek = ReportPeriod.containing(ReportFixtures.week.end + 3600, kind: .week, clock: clock)
        source.periodsByUser["rob"]?.append(
            SitePeriod(period: nextWeek, fingerprint: "w48", lastListenAt: ReportFixtures.week.end + 3600, listenCount: 1))
        try builder().build(from: source, into: output)
        #expect(source.computed.sorted() == ["rob/week/2026-W47", "rob/week/2026-W48"])
    }

    @Test("the same data gives the same bytes in two fresh folders")
    func deterministic() throws {
        let first = ReportFixtures.temporaryDirectory()
        let second = ReportFixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try builder().build(from: FakeSiteSource.standard(), into: first)
        try builder().build(from: FakeSiteSource.standard(), into: second)
        #expect(try snapshot(first) == snapshot(second))
    }

    @Test("a build that fails midway leaves the old site byte for byte, and no staging folder")
    func atomic() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        try builder().build(from: source, into: output)
        let before = try snapshot(output)
        for index in source.periodsByUser["rob"]!.indices {
            source.periodsByUser["rob"]![index].fingerprint += "-new"
        }
        source.failingSlug = "2026-11"
        #expect(throws: ReportsError.self) { try builder().build(from: source, into: output) }
        #expect(try snapshot(output) == before)
        let entries = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(!entries.contains { $0.hasPrefix(SiteBuilder.stagingPrefix) })
    }

    @Test("a period no longer published is removed")
    func removal() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        try builder().build(from: source, into: output)
        source.periodsByUser["../<évil> & co"] = nil
        let summary = try builder().build(from: source, into: output)
        #expect(summary.removed == 1)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("~2E.~2F~3C~C3~A9vil~3E~20~26~20co").path))
    }

    @Test("past 50,000 addresses, sitemap.xml is an index of parts of at most 50,000 each (sitemaps.org's bound)")
    func sitemapParts() throws {
        var options = SiteOptions(baseURL: "https://example.org/m/", generator: "listenstats test")
        options.entityMinimumListens = 25
        let builder = SiteBuilder(templates: try ReportFixtures.templates(), options: options)
        let folders = (0..<120_000).map { "user\($0 / 100)/week/2026-W\($0 % 100)" }
        let pages = Dictionary(uniqueKeysWithValues: try builder.renderSiteExtras(folders: folders, userFolders: ["rob"]))
        let index = try #require(pages["sitemap.xml"])
        #expect(index.contains("<sitemapindex"))
        #expect(index.components(separatedBy: "<sitemap>").count - 1 == 3)
        #expect(index.contains("<loc>https://example.org/m/sitemap-3.xml</loc>"))
        let counts = try (1...3).map { try #require(pages["sitemap-\($0).xml"]).components(separatedBy: "<url>").count - 1 }
        #expect(counts == [50_000, 50_000, 20_002])
        // A site within the bound keeps one sitemap.
        let small = Dictionary(uniqueKeysWithValues: try builder.renderSiteExtras(folders: Array(folders.prefix(10)), userFolders: ["rob"]))
        #expect(small["sitemap.xml"]?.contains("<urlset") == true && small["sitemap-1.xml"] == nil)
    }

    @Test("the Atom feed is well-formed XML, newest first, timed by the data")
    func feed() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        try builder().build(from: FakeSiteSource.standard(), into: output)
        let data = try Data(contentsOf: output.appendingPathComponent("feed.xml"))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "feed.xml does not parse: \(String(describing: parser.parserError))")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("<updated>2026-11-16T01:00:00Z</updated>\n<generator>"))
        #expect(text.contains("<title>../&lt;évil&gt; &amp; co · Week 47, 2026</title>"))
        #expect(text.contains("<id>urn:uuid:"))
        let firstEntry = try #require(text.range(of: "<entry>"))
        #expect(text[firstEntry.upperBound...].hasPrefix("\n<title>../&lt;évil&gt;"), "the newest listen comes first")
    }

    @Test("an album page shows its cover, copied once into the user's covers/; a cover no page shows any more is removed")
    func entityCovers() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let mbid = "0b7ea12e-1cea-47e1-add4-072f1aa91ee3"
        let key = try #require(CoverArtKey(releaseMBID: mbid, caaID: 42))
        func album(_ name: String, caaID: Int64?) -> EntityProfile {
            var profile = EntityProfile(
                ref: EntityRef(kind: .album, name: name, mbid: mbid, artistName: "Múm"), listenCount: 30, rank: 1,
                firstListenAt: ReportFixtures.week.start, lastListenAt: ReportFixtures.week.start + 60,
                firstDay: CalendarDay(year: 2026, month: 11, day: 16), lastDay: CalendarDay(year: 2026, month: 11, day: 16))
            (profile.caaReleaseMBID, profile.caaID) = (mbid, caaID)
            return profile
        }
        let source = FakeSiteSource.standard()
        source.profiles = [album("Finally We Are No One", caaID: 42)]
        // The cache holds the album's cover and one no page shows.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        source.covers = [key.fileName: jpeg, "ffffffff-1cea-47e1-add4-072f1aa91ee3-7-250.jpg": jpeg]
        var options = SiteOptions(generator: "listenstats test")
        options.entityMinimumListens = 1
        let builder = SiteBuilder(templates: try ReportFixtures.templates(), options: options)

        try builder.build(from: source, into: output)
        let folder = output.appendingPathComponent("rob/covers")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [key.fileName])
        #expect(try Data(contentsOf: folder.appendingPathComponent(key.fileName)) == jpeg)
        let pages = try SiteBuilder.relativeFiles(in: output).filter { $0.hasPrefix("rob/album/") }
        let page = try String(contentsOf: output.appendingPathComponent(try #require(pages.first)), encoding: .utf8)
        #expect(page.contains(#"<img class="entity-cover" src="../covers/\#(key.fileName)" alt="Cover of Finally We Are No One by Múm""#))

        // The same build again writes nothing; the cover stays.
        let again = try builder.build(from: source, into: output)
        #expect(again.entityPagesBuilt == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(key.fileName).path))

        // The album no longer has a cover: its page is rewritten without one and the copy goes.
        source.profiles = [album("Finally We Are No One", caaID: nil)]
        let without = try builder.build(from: source, into: output)
        #expect(without.entityPagesBuilt == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let bare = try String(contentsOf: output.appendingPathComponent(try #require(pages.first)), encoding: .utf8)
        #expect(!bare.contains("<img class=\"entity-cover\""))
    }

    @Test("genres get pages that the reports' genre bars link; a genre that loses its page has it removed and the reports rebuilt without the link")
    func genrePages() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        func genre(_ name: String) -> GenreProfile {
            GenreProfile(
                genre: name, rank: 1, rankedCount: 2, listenCount: 40, share: 0.5,
                months: [.init(year: 2026, month: 10, listenCount: 10, share: 0.25), .init(year: 2026, month: 11, listenCount: 30, share: 0.75)],
                years: [.init(year: 2026, month: 0, listenCount: 40, share: 0.5)], topArtists: [], topAlbums: [], topTracks: [])
        }
        let source = FakeSiteSource.standard()
        source.profiles = [
            EntityProfile(
                ref: EntityRef(kind: .artist, name: "Múm", mbid: nil, artistName: "Múm"), listenCount: 30, rank: 1,
                firstListenAt: ReportFixtures.week.start, lastListenAt: ReportFixtures.week.start + 60,
                firstDay: CalendarDay(year: 2026, month: 11, day: 16), lastDay: CalendarDay(year: 2026, month: 11, day: 16))
        ]
        source.genres = [genre("trip hop"), genre("r&b")]
        var options = SiteOptions(generator: "listenstats test")
        options.entityMinimumListens = 1
        let builder = SiteBuilder(templates: try ReportFixtures.templates(), options: options)
        try builder.build(from: source, into: output)

        let files = try SiteBuilder.relativeFiles(in: output)
        let pages = files.filter { $0.hasPrefix("rob/genre/") }
        #expect(pages.count == 2 && pages.allSatisfy { $0.hasSuffix(".html") }, "\(pages)")
        let tripHop = try #require(pages.first { $0.hasPrefix("rob/genre/trip-hop-") })
        let page = try String(contentsOf: output.appendingPathComponent(tripHop), encoding: .utf8)
        #expect(page.contains("<h1><bdi>trip hop</bdi></h1>"))
        #expect(page.contains("Highest: Nov 2026, 75%"))
        let week = try #require(files.first { $0.hasPrefix("rob/week/") && $0.hasSuffix("index.html") })
        let report = try String(contentsOf: output.appendingPathComponent(week), encoding: .utf8)
        let link = "href=\"../../" + String(tripHop.dropFirst("rob/".count)) + "\""
        #expect(report.contains(link))
        let user = try String(contentsOf: output.appendingPathComponent("rob/index.html"), encoding: .utf8)
        #expect(user.contains("href=\"" + String(tripHop.dropFirst("rob/".count)) + "\""))
        let search = try String(contentsOf: output.appendingPathComponent("rob/search-index.js"), encoding: .utf8)
        #expect(search.contains(#"[3,"trip hop","",40,"genre/trip-hop-"#))

        // trip hop loses its page: the page goes, and the reports that linked it are rebuilt.
        source.genres = [genre("r&b")]
        let again = try builder.build(from: source, into: output)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(tripHop).path))
        #expect(again.rebuilt > 0)
        let rebuilt = try String(contentsOf: output.appendingPathComponent(week), encoding: .utf8)
        #expect(!rebuilt.contains(link))
    }
}

import Foundation
import ListenModel
import ListenStore
import Reports
import Testing

@testable import ListenStatsCLI

/// The config's `ranges` and `theme` and `run --rebuild` reach the site `run` builds.
@Suite("run: site settings")
struct RunSiteSettingsTests {
    /// A run of only the site stage for rob, whose store holds listens in March 2024.
    func fixture(ranges: [SiteRange] = SiteRange.allCases, theme: ReportTheme = .light) throws -> RunFixture {
        var fixture = try RunFixture(users: ["rob"])
        fixture.configuration.ranges = ranges
        fixture.configuration.theme = theme
        fixture.configuration.formats = [.json]
        let monday = Int64(CalendarDay(year: 2024, month: 3, day: 11).dayNumber) * 86_400
        try ListenStore(path: fixture.paths.database).insert(
            (0..<6).map { Listen(listenedAt: monday + Int64($0) * 40_000, track: Track(artistName: "A", trackName: "T\($0)"), source: .demo) },
            user: "rob")
        return fixture
    }

    static let siteOnly = RunPipeline(sync: nil, importWatchedFiles: nil, buildReports: nil, buildSite: RunPipeline.buildConfiguredSite)

    func summary(_ report: RunReport) -> String {
        guard case let .done(outcome) = report.finishing.first?.state else { return "not run" }
        return outcome.summary
    }

    @Test("ranges: [year] publishes year reports only")
    func ranges() async throws {
        let fixture = try fixture(ranges: [.year])
        let report = try await fixture.invocation(Self.siteOnly, rebuild: true).perform()
        #expect(summary(report) == "1 reports built, 0 unchanged, 7 artist, album and track pages built, 0 removed")
        let rob = fixture.paths.output + "/rob"
        // Beside the year reports, the pages of the artists and tracks of its top lists (no album: no release name).
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: rob).filter { !$0.hasSuffix(".html") })
                == ["year", "artist", "track", "day", "search-index.js"])
    }

    @Test("base_url, site_title and entity_min_listens reach the site run builds: absolute feed links, sitemap.xml, no entity pages at 0")
    func siteAddress() async throws {
        var fixture = try fixture()
        fixture.configuration.baseURL = "https://example.org/music"
        fixture.configuration.siteTitle = "Rob's listening"
        fixture.configuration.entityMinimumListens = 0
        let report = try await fixture.invocation(Self.siteOnly, rebuild: true).perform()
        #expect(summary(report) == "4 reports built, 0 unchanged, 0 artist, album and track pages built, 0 removed", "\(report)")
        let output = fixture.paths.output
        let feed = try String(contentsOfFile: output + "/feed.xml", encoding: .utf8)
        #expect(feed.contains("<title>Rob&#39;s listening</title>") || feed.contains("<title>Rob's listening</title>"), "\(feed)")
        #expect(feed.contains(#"<link rel="self" type="application/atom+xml" href="https://example.org/music/feed.xml"/>"#))
        #expect(feed.contains(#"href="https://example.org/music/rob/week/2024-W11/index.html""#))
        let sitemap = try String(contentsOfFile: output + "/sitemap.xml", encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/music/rob/month/2024-03/index.html</loc>"))
        #expect(!FileManager.default.fileExists(atPath: output + "/rob/artist"))
    }

    @Test("run --rebuild renders every report again although none changed")
    func rebuild() async throws {
        let fixture = try fixture()
        let first = try await fixture.invocation(Self.siteOnly, rebuild: true).perform()
        #expect(summary(first) == "4 reports built, 0 unchanged, 7 artist, album and track pages built, 0 removed")
        let again = try await fixture.invocation(Self.siteOnly, rebuild: true).perform()
        #expect(summary(again) == "4 reports built, 0 unchanged, 7 artist, album and track pages built, 0 removed")
    }

    @Test("a new theme changes every report's fingerprint, so existing reports are drawn again")
    func theme() throws {
        let fixture = try fixture()
        let store = try ListenStore(path: fixture.paths.database)
        var pipeline = ReportPipeline(
            store: store, templates: try TemplateLocator.library(override: nil),
            outputRoot: URL(fileURLWithPath: fixture.paths.output), calendar: Calendar(identifier: .gregorian))
        let light = try StoreSiteSource(pipeline: pipeline, users: nil).periods(for: "rob")
        pipeline.theme = .dark
        let dark = try StoreSiteSource(pipeline: pipeline, users: nil).periods(for: "rob")
        #expect(light.count == dark.count && !light.isEmpty)
        for (before, after) in zip(light, dark) {
            #expect(before.period == after.period)
            #expect(before.fingerprint != after.fingerprint)
        }
        // Every setting of the pipeline is in the fingerprint but those it takes per period or
        // that change no file: milestones and formats too, with no list of them anywhere.
        #expect(ReportPipeline.propertiesFingerprintedPerPeriod.isSubset(of: StableHasher.propertyNames(of: pipeline)))
        let again = try StoreSiteSource(pipeline: pipeline, users: nil).periods(for: "rob")
        #expect(again.map(\.fingerprint) == dark.map(\.fingerprint), "the same settings, the same fingerprints")
        var fewerFormats = pipeline
        fewerFormats.formats = [.html]
        let html = try StoreSiteSource(pipeline: fewerFormats, users: nil).periods(for: "rob")
        #expect(zip(html, dark).allSatisfy { $0.fingerprint != $1.fingerprint })
        var milestones = pipeline
        milestones.milestones.listenCountEvery += 1
        let recounted = try StoreSiteSource(pipeline: milestones, users: nil).periods(for: "rob")
        #expect(zip(recounted, dark).allSatisfy { $0.fingerprint != $1.fingerprint })
        var elsewhere = pipeline
        elsewhere.outputRoot = URL(fileURLWithPath: "/elsewhere")
        let moved = try StoreSiteSource(pipeline: elsewhere, users: nil).periods(for: "rob")
        #expect(moved.map(\.fingerprint) == dark.map(\.fingerprint), "where the files go changes none of them")
    }
}

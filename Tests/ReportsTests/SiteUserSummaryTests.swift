import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("Site user summaries: what the merge of a sharded site reads")
struct SiteUserSummaryTests {
    func builder(buildsSharedPages: Bool = true) throws -> SiteBuilder {
        var options = SiteOptions(baseURL: "https://example.org/m/", generator: "listenstats test")
        options.buildsSharedPages = buildsSharedPages
        return SiteBuilder(templates: try ReportFixtures.templates(), options: options)
    }

    @Test("a shard's build writes its users' folders and summaries, no front page; the merge of it writes the whole build's front page, feed and sitemap byte for byte")
    func mergeMatchesWholeBuild() throws {
        let whole = ReportFixtures.temporaryDirectory()
        let shard = ReportFixtures.temporaryDirectory()
        let merged = ReportFixtures.temporaryDirectory()
        defer { for folder in [whole, shard, merged] { try? FileManager.default.removeItem(at: folder) } }
        try builder().build(from: FakeSiteSource.standard(), into: whole)
        try builder(buildsSharedPages: false).build(from: FakeSiteSource.standard(), into: shard)
        let files = FileManager.default
        #expect(!files.fileExists(atPath: shard.appendingPathComponent("index.html").path))
        #expect(!files.fileExists(atPath: shard.appendingPathComponent("feed.xml").path))
        let summaries = try SiteUserSummary.read(in: shard)
        #expect(!summaries.isEmpty)
        #expect(summaries.allSatisfy { !$0.headlines.isEmpty && !$0.periods.isEmpty })

        try SiteBuilder.publishUserFolders(from: shard, into: merged)
        let users = Set(summaries.map(\.user))
        let summary = try builder().merge(
            [SiteBuilder.ShardSite(folder: shard, users: users)], order: summaries.map(\.user), compatibility: { _, _ in nil },
            into: merged)
        #expect(summary.users == summaries.map(\.user))
        for page in ["index.html", "feed.xml", "sitemap.xml", "404.html", "style.css", SearchIndex.scriptPath, ".listenstats-site.json"] {
            let expected = try Data(contentsOf: whole.appendingPathComponent(page))
            #expect(try Data(contentsOf: merged.appendingPathComponent(page)) == expected, "\(page)")
        }
        // A user folder published again unchanged is left alone; a user gone is removed.
        #expect(try SiteBuilder.publishUserFolders(from: shard, into: merged) == 0)
        let gone = try #require(summaries.first).user
        let after = try builder().merge(
            [SiteBuilder.ShardSite(folder: shard, users: users.subtracting([gone]))], order: summaries.map(\.user),
            compatibility: { _, _ in nil }, into: merged)
        #expect(after.removed == 1 && after.missing == [gone])
        #expect(!files.fileExists(atPath: merged.appendingPathComponent(SitePath.component(gone)).path))
    }

    @Test("the summaries survive JSON whole (headlines, milestones, entity pages)")
    func roundTrip() throws {
        let shard = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: shard) }
        try builder(buildsSharedPages: false).build(from: FakeSiteSource.standard(), into: shard)
        let summaries = try SiteUserSummary.read(in: shard)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try JSONDecoder().decode([SiteUserSummary].self, from: try encoder.encode(summaries))
        #expect(again == summaries)
        // A damaged file is named, not taken for none.
        try Data("{".utf8).write(to: shard.appendingPathComponent(SiteUserSummary.fileName))
        #expect(throws: ReportsError.self) { try SiteUserSummary.read(in: shard) }
    }

    @Test("a comparison page for 2 to 20 listeners; past 20 (190 pairs), none")
    func comparisonBound() throws {
        func listeners(_ count: Int) -> [SiteUserSummary] {
            (0..<count).map { index in
                SiteUserSummary(
                    user: "u\(index)", periods: [], headlines: [:], artists: [ArtistCount(name: "A", listenCount: 1 + index)],
                    entityPages: [], genrePages: [])
            }
        }
        let compatible: ([ArtistCount], [ArtistCount]) -> ListenerCompatibility? = { first, second in
            ListenerCompatibility(
                similarity: 1, sharedArtists: [], sharedArtistCount: 1, firstArtistCount: first.count, secondArtistCount: second.count)
        }
        let builder = try builder()
        #expect(builder.comparisonPage(listeners(1), pages: [:], compatibility: compatible) == nil)
        #expect(builder.comparisonPage(listeners(20), pages: [:], compatibility: compatible)?.pairs.count == 190)
        #expect(builder.comparisonPage(listeners(21), pages: [:], compatibility: compatible) == nil)
    }
}

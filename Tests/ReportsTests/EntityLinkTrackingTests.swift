import Foundation
import ListenModel
import Testing

@testable import Reports

@Suite("A report records the entity pages it links, and is rebuilt when one of them goes")
struct EntityLinkTrackingTests {
    @Test("the scanner finds HTML and Markdown links to artist, album and track pages, nothing else")
    func scanner() {
        let text = """
            <a href="../../artist/sigur-ros-0123456789ab.html">Sigur Rós</a> <a href="../../year/2025/index.html">2025</a>
            <a href="https://musicbrainz.org/artist/f6f2326f">MB</a> <img src="../../covers/x.jpg"> <a href="../../track/3f2a.html">x</a>
            [Takk](../../album/takk-0123.html) ../../artist/plain-text.html <a href="../../artist/sigur-ros-0123456789ab.html">again</a>
            """
        #expect(
            EntityLinkScanner.pages(in: text)
                == ["album/takk-0123.html", "artist/sigur-ros-0123456789ab.html", "track/3f2a.html"])
        #expect(EntityLinkScanner.pages(in: "").isEmpty)
        #expect(EntityLinkScanner.pages(in: "href=\"../../artist/").isEmpty)
    }

    @Test("an artist's page goes: every report linking it is rebuilt, though its numbers did not change, and links MusicBrainz")
    func rebuiltWhenAPageGoes() throws {
        let output = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let source = FakeSiteSource.standard()
        let top = try #require(ReportFixtures.weeklyStats().topArtists.first)
        func profile(_ ref: EntityRef) -> EntityProfile {
            EntityProfile(
                ref: ref, listenCount: 30, rank: 1, firstListenAt: ReportFixtures.week.start,
                lastListenAt: ReportFixtures.week.start + 60, firstDay: CalendarDay(year: 2026, month: 11, day: 16),
                lastDay: CalendarDay(year: 2026, month: 11, day: 16))
        }
        let other = EntityRef(kind: .artist, name: "Someone Else")
        source.profiles = [profile(EntityRef(top)), profile(other)]
        var options = SiteOptions(generator: "listenstats test")
        options.entityMinimumListens = 1
        let builder = SiteBuilder(templates: try ReportFixtures.templates(), options: options)
        let first = try builder.build(from: source, into: output)
        let page = SitePath.entity(EntityRef(top)) + ".html"
        let week = output.appendingPathComponent("rob/week/2026-W47/index.html")
        #expect(try String(contentsOf: week, encoding: .utf8).contains("href=\"../../\(page)\""))
        #expect(SiteManifest.read(in: output).entityLinks["rob/week/2026-W47"]?.contains(page) == true)

        // The same again: nothing is rebuilt.
        #expect(try builder.build(from: source, into: output).rebuilt == 0)

        // The top artist loses its page (as when others overtake it under the bound): the
        // reports that linked it are rebuilt, the awkward user's (no entity pages) is not.
        source.profiles = [profile(other)]
        source.computed = []
        let second = try builder.build(from: source, into: output)
        #expect(second.rebuilt == first.rebuilt - 1, "\(second)")
        #expect(!source.computed.contains { !$0.hasPrefix("rob/") })
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("rob/" + page).path))
        let relinked = try String(contentsOf: week, encoding: .utf8)
        #expect(!relinked.contains("href=\"../../\(page)\""))
        #expect(SiteManifest.read(in: output).entityLinks["rob/week/2026-W47"] == nil)
        #expect(try builder.build(from: source, into: output).rebuilt == 0)
    }
}

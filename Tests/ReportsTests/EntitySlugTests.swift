import Foundation
import ListenModel
import Testing
@testable import Reports

@Suite("Entity page addresses: stable, safe, collision-free slugs")
struct EntitySlugTests {
    func artist(_ name: String, mbid: String? = nil) -> EntityRef { EntityRef(kind: .artist, name: name, mbid: mbid) }

    func isSafe(_ folder: String) -> Bool {
        folder.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-/".unicodeScalars.contains($0) }
    }

    @Test("a Latin name reads in its slug, with 12 hex digits of the entity's hash; the same entity, the same slug")
    func readable() {
        let folder = SitePath.entity(artist("Sigur Rós & Friends"))
        #expect(folder.hasPrefix("artist/sigur-ros-friends-"))
        #expect(folder.count == "artist/sigur-ros-friends-".count + 12)
        #expect(SitePath.entity(artist("Þórunn Ævarsdóttir")).hasPrefix("artist/thorunn-aevarsdottir-"))
        // NFD spells the same letters: the readable part is equal, the hash (exact bytes) is not.
        #expect(SitePath.entity(artist("Caf\u{E9}")).hasPrefix("artist/cafe-"))
        #expect(SitePath.entity(artist("Cafe\u{301}")).hasPrefix("artist/cafe-"))
        #expect(folder == SitePath.entity(artist("Sigur Rós & Friends")))
        #expect(isSafe(folder))
    }

    @Test("CJK, Hebrew and Arabic names, and path tricks, give safe slugs that stay inside the site")
    func unicodeAndTraversal() {
        for name in ["坂本龍一", "להקת הים", "فيروز", "../../etc/passwd", "..", "/", "a\u{0}b", "CON", " ", "🎸🎸"] {
            let folder = SitePath.entity(artist(name))
            #expect(isSafe(folder), "\(name) → \(folder)")
            #expect(!folder.contains(".."))
            #expect(folder.split(separator: "/").count == 2)
        }
        #expect(SitePath.entity(artist("坂本龍一")).count == "artist/".count + 12)
        #expect(SitePath.entity(artist("../../etc/passwd")).hasPrefix("artist/etc-passwd-"))
    }

    @Test("entities the top lists keep apart get different slugs: case, NFC/NFD, MBID, credit, release, kind")
    func distinct() {
        let refs = [
            artist("Radiohead"), artist("radiohead"), artist("Radiohead", mbid: "a74b1b7f-71a5-4011-9441-d0b5e4122711"),
            artist("Caf\u{E9}"), artist("Cafe\u{301}"),
            EntityRef(kind: .album, name: "Radiohead", artistName: "Radiohead"),
            EntityRef(kind: .album, name: "Radiohead", artistName: "Other"),
            EntityRef(kind: .track, name: "Creep", artistName: "Radiohead", releaseName: "Pablo Honey"),
            EntityRef(kind: .track, name: "Creep", artistName: "Radiohead", releaseName: "Live"),
        ]
        #expect(Set(refs.map(SitePath.entity)).count == refs.count)
        // NFC and NFD "Café" are one String to Swift, two entities to the engine.
        #expect(artist("Caf\u{E9}") != artist("Cafe\u{301}"))
    }

    @Test("slugs that collide get the full hash, the first in entity order keeping the short one")
    func collisions() {
        // With one hex digit, 60 artists must collide; every folder must still be distinct.
        let refs = (0..<60).map { artist("Band \($0)") }
        let folders = SitePath.entityFolders(refs, digits: 1)
        #expect(Set(folders.values).count == refs.count)
        #expect(folders == SitePath.entityFolders(refs.reversed(), digits: 1))
        let short = folders.values.filter { $0.count == "artist/band-00-".count || $0.count == "artist/band-0-".count }
        #expect(!short.isEmpty)
    }

    @Test("a top list in a site links names to entity pages; on its own to MusicBrainz")
    func topListLinks() throws {
        var content = ReportFixtures.weeklyContent()
        let stats = content.stats
        let standalone = TopListSection.artists(content, charts: [])
        #expect(standalone.rows.allSatisfy { !$0.link.hasPrefix("../") })
        content.entityLinks = EntityLinks(stats.topArtists.map { EntityRef($0) })
        let linked = TopListSection.artists(content, charts: [])
        #expect(!linked.rows.isEmpty)
        for (row, artist) in zip(linked.rows, stats.topArtists) {
            #expect(row.link == "../../" + SitePath.entity(EntityRef(artist)) + ".html")
        }
    }
}

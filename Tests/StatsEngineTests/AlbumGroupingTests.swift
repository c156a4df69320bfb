import Foundation
import ListenModel
import Testing
@testable import StatsEngine

/// One album is one entry in the listener's own zone, whatever each track's artist credit;
/// ListenBrainz's rule (one per name, MBID and credit) stays in UTC, where its numbers must match.
@Suite("Album grouping: one release, tracks with several credits")
struct AlbumGroupingTests {
    let day = Fixtures.utc(2024, 3, 13, 12)

    /// "Shadows Night, Vol. 2": three tracks of one release (and release group), credited to
    /// the artist alone, with a guest, and to a guest alone; and one unmapped listen of it.
    var listens: [Listen] {
        func track(_ index: Int, _ credits: [CreditedArtist]) -> MBIDMapping {
            MBIDMapping(
                recordingMBID: "rec-\(index)", recordingName: "Song \(index)", releaseMBID: "rel-shadows",
                releaseGroupMBID: "rg-shadows", artists: credits)
        }
        let band = CreditedArtist(name: "Shadows", mbid: "a-shadows", joinPhrase: " feat. ")
        let guest = CreditedArtist(name: "Guest", mbid: "a-guest")
        let credits = [[CreditedArtist(name: "Shadows", mbid: "a-shadows")], [band, guest], [guest]]
        var result: [Listen] = []
        for (index, credit) in credits.enumerated() {
            for play in 0..<(index + 2) {
                result.append(
                    Fixtures.listen(
                        day + Int64(index * 100 + play), artist: credit.map(\.name).joined(separator: " feat. "),
                        track: "Song \(index)", release: "Shadows Night, Vol. 2", mapping: track(index, credit)))
            }
        }
        result.append(Fixtures.listen(day + 1000, artist: "Other", track: "Elsewhere", release: "Other Album"))
        return result
    }

    func statSet(_ zone: String) throws -> StatSet {
        let engine = Fixtures.engine(listens, zone: zone)
        return engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2024, 12, 31)))
    }

    @Test("in a local zone the release and its group are one entry with all nine listens")
    func localZoneOneAlbum() throws {
        let set = try statSet("Europe/Berlin")
        #expect(set.topReleases.filter { $0.mbid == "rel-shadows" }.map(\.listenCount) == [9])
        #expect(set.topReleaseGroups?.filter { $0.mbid == "rg-shadows" }.map(\.listenCount) == [9])
        #expect(set.releaseCount == 2)
    }

    @Test("in UTC (ListenBrainz mode) each artist credit is its own entry, as ListenBrainz counts them")
    func utcKeepsListenBrainzRule() throws {
        let set = try statSet("UTC")
        #expect(set.topReleases.filter { $0.mbid == "rel-shadows" }.map(\.listenCount).sorted() == [2, 3, 4])
        #expect(set.releaseCount == 4)
    }

    @Test("the Year in Music poster shows the year page's albums, in every zone: the same entries, the same counts")
    func posterCountsThePageAlbums() throws {
        for zone in ["Europe/Berlin", "UTC"] {
            let engine = Fixtures.engine(listens, zone: zone)
            let page = engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2024, 12, 31)))
            let review = engine.yearReview(2024, topCount: 25, asOf: Fixtures.utc(2024, 12, 31))
            #expect(review.topAlbums == page.topReleases, "\(zone)")
        }
    }
}

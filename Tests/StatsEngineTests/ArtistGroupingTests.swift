import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Artist grouping: mapped and unmapped listens of one artist")
struct ArtistGroupingTests {
    let day = Fixtures.utc(2024, 3, 13, 12)

    func mapped(_ name: String, _ mbid: String, track: String = "Creep") -> MBIDMapping {
        MBIDMapping(recordingMBID: "r-\(mbid)-\(track)", recordingName: track, artists: [CreditedArtist(name: name, mbid: mbid)])
    }

    /// Two mapped listens of Radiohead, and three unmapped ones submitted as "radiohead", the
    /// first of them before any mapped one (in 2023, so Radiohead is not new in 2024).
    var radiohead: [Listen] {
        [
            Fixtures.listen(Fixtures.utc(2023, 5, 1, 12), artist: "radiohead", track: "Creep"),
            Fixtures.listen(day, artist: "Radiohead", mapping: mapped("Radiohead", "m-rh")),
            Fixtures.listen(day + 1, artist: "Radiohead", mapping: mapped("Radiohead", "m-rh")),
            Fixtures.listen(day + 2, artist: "radiohead", track: "Creep"),
            Fixtures.listen(day + 3, artist: "RADIOHEAD", track: "Karma Police"),
            Fixtures.listen(day + 4, artist: "Muse"), Fixtures.listen(day + 5, artist: "Muse"),
            Fixtures.listen(day + 6, artist: "Muse"),
        ]
    }

    func statSet(_ engine: StatsEngine) throws -> StatSet {
        engine.statSet(for: try engine.resolve(.year(2024), asOf: Fixtures.utc(2024, 12, 31)))
    }

    @Test("in UTC (ListenBrainz mode) mapped Radiohead and unmapped radiohead stay two artists, as ListenBrainz counts them")
    func utcKeepsListenBrainzRule() throws {
        let engine = Fixtures.engine(radiohead, zone: "UTC")
        #expect(engine.artistGrouping == .listenBrainz)
        let set = try statSet(engine)
        #expect(set.artistCount == 3)
        #expect(set.topArtists == [
            // A tie: "radiohead" (as first heard) sorts before "Radiohead" by bytes.
            ArtistCount(name: "Muse", listenCount: 3), ArtistCount(name: "radiohead", listenCount: 2),
            ArtistCount(name: "Radiohead", mbid: "m-rh", listenCount: 2),
        ])
        #expect(set.newArtists.map(\.name) == ["Muse", "Radiohead"])
    }

    @Test("in Europe/Berlin an unmapped name counts as the one mapped artist of that name, under its name and MBID, in every statistic")
    func localZoneMerges() throws {
        let engine = Fixtures.engine(radiohead, zone: "Europe/Berlin")
        #expect(engine.artistGrouping == .mergingUnmappedNames)
        let set = try statSet(engine)
        #expect(set.artistCount == 2)
        #expect(set.topArtists == [ArtistCount(name: "Radiohead", mbid: "m-rh", listenCount: 4), ArtistCount(name: "Muse", listenCount: 3)])
        #expect(set.topArtistsByTime.map(\.name) == ["Radiohead", "Muse"])
        // Heard (unmapped) in 2023 already: not a discovery of 2024.
        #expect(set.newArtists.map(\.name) == ["Muse"])
        #expect(set.artistEvolution.map(\.name) == ["Radiohead", "Muse"])
        #expect(set.artistEvolution.first?.mbid == "m-rh")
        #expect(set.artistEvolution.first?.counts.reduce(0, +) == 4)
        #expect(set.artistRankChanges.map(\.name) == ["Radiohead", "Muse"])
        #expect(set.artistRankChanges.first?.previousRank == 1)
        let review = engine.yearReview(2024)
        #expect(review.topArtists.first == ArtistCount(name: "Radiohead", mbid: "m-rh", listenCount: 4))
        #expect(review.artistCount == 2)
        // Releases and recordings keep their own rules: the unmapped tracks stay apart.
        #expect(set.recordingCount == 4)
        #expect(set.topRecordings.map(\.artistName).sorted() == ["Muse", "RADIOHEAD", "Radiohead", "radiohead"])
    }

    @Test("a name two mapped artists (two MBIDs) share is ambiguous: its unmapped listens merge with neither")
    func ambiguousNameDoesNotMerge() throws {
        let listens = [
            Fixtures.listen(day, artist: "Nirvana", mapping: mapped("Nirvana", "m-us")),
            Fixtures.listen(day + 1, artist: "Nirvana", mapping: mapped("Nirvana", "m-uk", track: "Rainbow Chaser")),
            Fixtures.listen(day + 2, artist: "nirvana"), Fixtures.listen(day + 3, artist: "NIRVANA"),
        ]
        let set = try statSet(Fixtures.engine(listens, zone: "Europe/Berlin"))
        #expect(set.artistCount == 3)
        #expect(set.topArtists == [
            ArtistCount(name: "nirvana", listenCount: 2), ArtistCount(name: "Nirvana", mbid: "m-us", listenCount: 1),
            ArtistCount(name: "Nirvana", mbid: "m-uk", listenCount: 1),
        ])
    }

    @Test("only a whole unmapped name merges: a mapped credit without an MBID and an unmapped \"A feat. B\" stay as they are")
    func onlyWholeUnmappedNames() throws {
        let duet = MBIDMapping(
            recordingMBID: "r-duet", recordingName: "Duet",
            artists: [CreditedArtist(name: "A", mbid: "m-a", joinPhrase: " feat. "), CreditedArtist(name: "B")])
        let listens = [
            Fixtures.listen(day, artist: "A feat. B", mapping: duet), Fixtures.listen(day + 1, artist: "A feat. B"),
            Fixtures.listen(day + 2, artist: "a"), Fixtures.listen(day + 3, artist: "b"),
        ]
        let set = try statSet(Fixtures.engine(listens, zone: "America/New_York"))
        #expect(Set(set.topArtists) == [
            ArtistCount(name: "A", mbid: "m-a", listenCount: 2), ArtistCount(name: "B", listenCount: 2),
            ArtistCount(name: "A feat. B", listenCount: 1),
        ])
    }

    @Test("an explicit grouping overrides the zone's")
    func explicitGrouping() throws {
        let history = ListenHistory(listens: radiohead)
        let mergedInUTC = StatsEngine(history: history, calendar: Fixtures.calendar("UTC"), artistGrouping: .mergingUnmappedNames)
        #expect(try statSet(mergedInUTC).topArtists.first == ArtistCount(name: "Radiohead", mbid: "m-rh", listenCount: 4))
        let listenBrainzInBerlin = StatsEngine(history: history, calendar: Fixtures.calendar("Europe/Berlin"), artistGrouping: .listenBrainz)
        #expect(try statSet(listenBrainzInBerlin).artistCount == 3)
        #expect(ArtistGrouping.standard(for: TimeZone(identifier: "UTC")!) == .listenBrainz)
        #expect(ArtistGrouping.standard(for: TimeZone(identifier: "Asia/Kathmandu")!) == .mergingUnmappedNames)
    }
}

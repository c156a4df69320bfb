import Foundation
import ListenModel
import Testing

@testable import StatsEngine

@Suite("Music metadata statistics")
struct MusicMetadataTests {
    static let portishead = "e97f805a-ab48-4c52-855e-07049142113d"
    static let portisheadArtist = "8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11"
    static let dummy = "48140466-cff6-3222-bd55-63c27e43190d"

    static func mapping(_ recording: String, artists: [String] = []) -> MBIDMapping {
        MBIDMapping(
            recordingMBID: recording, recordingName: "Song",
            artists: artists.map { CreditedArtist(name: "A", mbid: $0, joinPhrase: "") })
    }

    /// The reference recording's metadata (LISTENBRAINZ.md, `metadata/recording.json`).
    static var reference: MusicMetadata {
        var metadata = MusicMetadata()
        metadata.recordings[portishead] = RecordingMetadata(
            recordingMBID: portishead, releaseYear: 1994, releaseGroupMBID: dummy, artistMBIDs: [portisheadArtist])
        metadata.artists[portisheadArtist] = ArtistMetadata(artistMBID: portisheadArtist, area: "United Kingdom")
        metadata.recordingGenres[portishead] = [GenreVote(genre: "trip hop", count: 8), GenreVote(genre: "electronic", count: 3)]
        metadata.artistGenres[portisheadArtist] = [GenreVote(genre: "trip hop", count: 13)]
        metadata.releaseGroupGenres[dummy] = [GenreVote(genre: "trip hop", count: 18)]
        return metadata
    }

    static func stats(_ listens: [Listen], metadata: MusicMetadata?, zone: String = "UTC", year: Int = 2024) throws -> StatSet {
        let engine = StatsEngine(
            history: ListenHistory(listens: listens), calendar: Fixtures.calendar(zone), metadata: metadata)
        return engine.statSet(for: try engine.resolve(.year(year), asOf: Fixtures.utc(year, 12, 31)))
    }

    @Test("genres weigh as Year in Music: trip hop 8 + 13 + 18 = 39 per listen, electronic 3; free tags never count")
    func referenceWeights() throws {
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 5, 1, 10), mapping: Self.mapping(Self.portishead.uppercased())),
            Fixtures.listen(Fixtures.utc(2024, 5, 2, 10), mapping: Self.mapping(Self.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 5, 3, 10), artist: "Unmapped"),
        ]
        let music = try #require(try Self.stats(listens, metadata: Self.reference).music)
        #expect(music.topGenres == [
            GenreShare(genre: "trip hop", weight: 78, listenCount: 2, share: 0.9286),
            GenreShare(genre: "electronic", weight: 6, listenCount: 2, share: 0.0714),
        ])
        #expect(music.listenCount == 3)
        #expect(music.listensWithMetadata == 2)
        #expect(music.unmappedListenCount == 1)
        #expect(music.listensWithGenre == 2)
        #expect(music.artistCountries == [ArtistMapEntry(country: "GBR", artistCount: 1, listenCount: 2)])
        #expect(music.releaseYears == [YearListenCount(year: 1994, listenCount: 2)])
        #expect(music.genreHours.contains(GenreHourCount(genre: "trip hop", hour: 10, listenCount: 2)))
    }

    @Test("genres through the year: each top genre's listens and share of the votes, month by month")
    func genreActivity() throws {
        // May: two listens of the reference (trip hop 39, electronic 3 each); July: one of a
        // recording tagged ambient only (5 votes); the other months nothing.
        var metadata = Self.reference
        let ambient = "00000000-0000-4000-8000-0000000000a1"
        metadata.recordings[ambient] = RecordingMetadata(recordingMBID: ambient, releaseYear: 2001)
        metadata.recordingGenres[ambient] = [GenreVote(genre: "ambient", count: 5)]
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 5, 1, 10), mapping: Self.mapping(Self.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 5, 2, 10), mapping: Self.mapping(Self.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 7, 9, 10), track: "Drift", mapping: Self.mapping(ambient)),
        ]
        let stats = try Self.stats(listens, metadata: metadata)
        let series = try #require(stats.music?.genreActivity)
        #expect(series.map(\.genre) == ["trip hop", "electronic", "ambient"], "heaviest first, as the top genres (electronic 6, ambient 5)")
        #expect(series.allSatisfy { $0.listenCounts.count == stats.activity.count && $0.shares.count == 12 })
        let tripHop = try #require(series.first)
        #expect(tripHop.listenCounts[4] == 2 && tripHop.listenCounts.reduce(0, +) == 2)
        #expect(tripHop.shares[4] == 0.9286 && tripHop.shares[6] == 0)
        #expect(series[1].listenCounts[4] == 2 && series[1].shares[4] == 0.0714)
        #expect(series[2].listenCounts[6] == 1 && series[2].shares[6] == 1)
        // No month without genre votes has a share.
        #expect(series.allSatisfy { $0.shares[0] == 0 })
    }

    @Test("genres month by month: from the first listen's month to the last's on the listener's clock, a month between without listens empty, nothing under three months")
    func genreMonths() throws {
        var metadata = Self.reference
        let ambient = "00000000-0000-4000-8000-0000000000a1"
        metadata.recordings[ambient] = RecordingMetadata(recordingMBID: ambient, releaseYear: 2001)
        metadata.recordingGenres[ambient] = [GenreVote(genre: "ambient", count: 5)]
        // 31 January 23:30 UTC is 1 February in Tokyo: the months run February to May there.
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 1, 31, 23, 30), mapping: Self.mapping(Self.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 4, 2, 10), track: "Drift", mapping: Self.mapping(ambient)),
            Fixtures.listen(Fixtures.utc(2024, 5, 2, 10), mapping: Self.mapping(Self.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 5, 3, 10), track: "Drift", mapping: Self.mapping(ambient)),
        ]
        let months = try #require(try Self.stats(listens, metadata: metadata, zone: "Asia/Tokyo").music?.genreMonths)
        #expect(months.months == ["2024-02", "2024-03", "2024-04", "2024-05"])
        #expect(months.series.map(\.genre) == ["trip hop", "ambient", "electronic"])
        let tripHop = try #require(months.series.first)
        #expect(tripHop.listenCounts == [1, 0, 0, 1])
        // May: trip hop 39 and electronic 3 of one listen, ambient 5 of the other: 39 / 47.
        #expect(tripHop.shares == [0.9286, 0, 0, 0.8298])
        #expect(months.series[1].shares == [0, 0, 1, 0.1064])
        let utc = try #require(try Self.stats(listens, metadata: metadata).music?.genreMonths)
        #expect(utc.months == ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05"], "in UTC the first listen is in January")
        // Two months make no shape.
        let short = try #require(try Self.stats(Array(listens.suffix(2)), metadata: metadata).music?.genreMonths)
        #expect(short.months.isEmpty && short.series.isEmpty)
    }

    @Test("release years by decade, and the lower median: 1975 1975 1994 1994 1994 2001 gives 1994")
    func decadesAndMedian() throws {
        var metadata = MusicMetadata()
        let years = [1975, 1975, 1994, 1994, 1994, 2001, 1980]
        var listens: [Listen] = []
        for (index, year) in years.enumerated() {
            let mbid = "00000000-0000-4000-8000-00000000000\(index)"
            // The seventh recording has no year: it counts for coverage, not for years.
            metadata.recordings[mbid] = RecordingMetadata(recordingMBID: mbid, releaseYear: index == 6 ? nil : year)
            listens.append(Fixtures.listen(Fixtures.utc(2024, 3, 1 + index, 12), track: "T\(index)", mapping: Self.mapping(mbid)))
        }
        let music = try #require(try Self.stats(listens, metadata: metadata).music)
        #expect(music.releaseDecades == [
            YearListenCount(year: 1970, listenCount: 2), YearListenCount(year: 1990, listenCount: 3),
            YearListenCount(year: 2000, listenCount: 1),
        ])
        #expect(music.medianReleaseYear == 1994)
        #expect(music.listensWithReleaseYear == 6)
        #expect(music.listensWithMetadata == 7)
        #expect(StatsEngine.medianYear([YearListenCount(year: 1990, listenCount: 1), YearListenCount(year: 2000, listenCount: 1)]) == 1990)
        #expect(StatsEngine.medianYear([]) == nil)
    }

    @Test("genre by hour is the listener's wall clock: 00:30 and 01:30 UTC on 31 March 2024 are 01 and 03 in Berlin")
    func genreHoursAcrossDST() throws {
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 3, 31, 0, 30), mapping: Self.mapping(Self.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 3, 31, 1, 30), mapping: Self.mapping(Self.portishead)),
        ]
        let music = try #require(try Self.stats(listens, metadata: Self.reference, zone: "Europe/Berlin").music)
        #expect(music.genreHours.filter { $0.genre == "trip hop" } == [
            GenreHourCount(genre: "trip hop", hour: 1, listenCount: 1), GenreHourCount(genre: "trip hop", hour: 3, listenCount: 1),
        ])
        let utc = try #require(try Self.stats(listens, metadata: Self.reference).music)
        #expect(utc.genreHours.filter { $0.genre == "trip hop" }.map(\.hour) == [0, 1])
    }

    @Test("areas that are not countries count as unknown origins; each credited artist gets the listen")
    func origins() throws {
        var metadata = MusicMetadata()
        let recording = "00000000-0000-4000-8000-000000000001"
        metadata.recordings[recording] = RecordingMetadata(recordingMBID: recording, artistMBIDs: ["a1", "a2", "a3"])
        metadata.artists["a1"] = ArtistMetadata(artistMBID: "a1", area: "Germany")
        metadata.artists["a2"] = ArtistMetadata(artistMBID: "a2", area: "united states")
        metadata.artists["a3"] = ArtistMetadata(artistMBID: "a3", area: "Bristol")
        let other = "00000000-0000-4000-8000-000000000002"
        metadata.recordings[other] = RecordingMetadata(recordingMBID: other, artistMBIDs: ["a3"])
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 1, 1, 9), track: "one", mapping: Self.mapping(recording)),
            Fixtures.listen(Fixtures.utc(2024, 1, 2, 9), track: "two", mapping: Self.mapping(other)),
        ]
        let music = try #require(try Self.stats(listens, metadata: metadata).music)
        #expect(music.artistCountries == [
            ArtistMapEntry(country: "DEU", artistCount: 1, listenCount: 1), ArtistMapEntry(country: "USA", artistCount: 1, listenCount: 1),
        ])
        #expect(music.listensWithCountry == 1)
        #expect(music.listensWithNonCountryArea == 1)
    }

    @Test("without metadata nothing is computed; the year review gets top genres and the most listened release year")
    func withoutMetadataAndYearReview() throws {
        let listens = [Fixtures.listen(Fixtures.utc(2024, 5, 1, 10), mapping: Self.mapping(Self.portishead))]
        #expect(try Self.stats(listens, metadata: nil).music == nil)
        #expect(try Self.stats(listens, metadata: MusicMetadata()).music == nil)
        let engine = StatsEngine(history: ListenHistory(listens: listens), calendar: Fixtures.calendar("UTC"), metadata: Self.reference)
        let review = engine.yearReview(2024)
        #expect(review.topGenres.map(\.genre) == ["trip hop", "electronic"])
        #expect(review.mostListenedReleaseYear == YearListenCount(year: 1994, listenCount: 1))
        let plain = StatsEngine(history: ListenHistory(listens: listens), calendar: Fixtures.calendar("UTC")).yearReview(2024)
        #expect(plain.topGenres.isEmpty)
        #expect(plain.mostListenedReleaseYear == nil)
    }
}

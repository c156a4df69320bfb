import Foundation
import ListenModel
import Testing

@testable import StatsEngine

@Suite("Genre profiles for the site's genre pages")
struct GenreProfileTests {
    /// May and June 2024: the reference recording (trip hop 39 and electronic 3 votes a listen)
    /// twice in May, once in June beside two listens of an ambient recording (5 votes); 2025:
    /// the ambient one three times in March.
    static func engine(zone: String = "UTC") -> StatsEngine {
        var metadata = MusicMetadataTests.reference
        let ambient = "00000000-0000-4000-8000-0000000000a1"
        metadata.recordings[ambient] = RecordingMetadata(recordingMBID: ambient, releaseYear: 2001)
        metadata.recordingGenres[ambient] = [GenreVote(genre: "ambient", count: 5)]
        let portishead = MusicMetadataTests.mapping(MusicMetadataTests.portishead)
        let drift = MusicMetadataTests.mapping(ambient)
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 5, 1, 10), artist: "Portishead", track: "Roads", mapping: portishead),
            Fixtures.listen(Fixtures.utc(2024, 5, 2, 10), artist: "Portishead", track: "Roads", mapping: portishead),
            Fixtures.listen(Fixtures.utc(2024, 6, 3, 10), artist: "Portishead", track: "Roads", mapping: portishead),
            Fixtures.listen(Fixtures.utc(2024, 6, 4, 10), artist: "Eno", track: "Drift", mapping: drift),
            Fixtures.listen(Fixtures.utc(2024, 6, 5, 10), artist: "Eno", track: "Drift", mapping: drift),
            Fixtures.listen(Fixtures.utc(2025, 3, 1, 10), artist: "Eno", track: "Drift", mapping: drift),
            Fixtures.listen(Fixtures.utc(2025, 3, 2, 10), artist: "Eno", track: "Drift", mapping: drift),
            Fixtures.listen(Fixtures.utc(2025, 3, 3, 10), artist: "Eno", track: "Drift", mapping: drift),
            Fixtures.listen(Fixtures.utc(2025, 3, 4, 10), artist: "Nobody", track: "Untagged"),
        ]
        return StatsEngine(history: ListenHistory(listens: listens), calendar: Fixtures.calendar(zone), metadata: metadata)
    }

    @Test("heaviest first, each month from the first listen to the last, and a month's share is the one its report gives")
    func oneAnswer() throws {
        let engine = Self.engine()
        let profiles = engine.genreProfiles(limit: 10, minimumListens: 1)
        #expect(profiles.map(\.genre) == ["trip hop", "ambient", "electronic"])
        #expect(profiles.map(\.rank) == [1, 2, 3] && profiles.allSatisfy { $0.rankedCount == 3 })
        let tripHop = try #require(profiles.first)
        #expect(tripHop.listenCount == 3)
        #expect(tripHop.months.count == 11, "May 2024 to March 2025")
        #expect(tripHop.months.first.map { [$0.year, $0.month] } == [2024, 5])
        #expect(tripHop.months.last.map { [$0.year, $0.month] } == [2025, 3])
        for (year, month) in [(2024, 5), (2024, 6), (2025, 3)] {
            let report = engine.statSet(for: try engine.resolve(.month(year: year, month: month), asOf: Fixtures.utc(2025, 12, 31)))
            for profile in profiles {
                let fromReport = report.music?.topGenres.first { $0.genre == profile.genre }
                let fromPage = profile.months.first { $0.year == year && $0.month == month }
                #expect(fromPage?.share == (fromReport?.share ?? 0), "\(profile.genre) in \(year)-\(month)")
                #expect(fromPage?.listenCount == (fromReport?.listenCount ?? 0), "\(profile.genre) in \(year)-\(month)")
            }
        }
        // A year's share is its votes over the year's: May's 78 of 84 and June's 39 of 52 make
        // 117 of 136 for trip hop in 2024; ambient's 10 of 136 then, all of 2025's votes.
        #expect(tripHop.years.map(\.year) == [2024, 2025])
        #expect(tripHop.years[0].share == 0.8603 && tripHop.years[1].share == 0)
        let ambient = profiles[1]
        #expect(ambient.years.map(\.share) == [0.0735, 1])
        #expect(ambient.peakYears().map(\.year) == [2025])
    }

    @Test("a genre's top lists count only its listens; too few listens or past the limit, no profile; no metadata, none")
    func listsAndLimits() throws {
        let engine = Self.engine()
        let ambient = try #require(engine.genreProfiles(limit: 10, minimumListens: 1).first { $0.genre == "ambient" })
        #expect(ambient.topArtists.map(\.name) == ["Eno"])
        #expect(ambient.topArtists.map(\.listenCount) == [5])
        // The mapped recording, under MusicBrainz's name for it, as every top list names it.
        #expect(ambient.topTracks.map(\.trackName) == ["Song"] && ambient.topTracks.map(\.listenCount) == [5])
        #expect(engine.genreProfiles(limit: 1, minimumListens: 1).map(\.genre) == ["trip hop"])
        #expect(engine.genreProfiles(limit: 10, minimumListens: 4).map(\.genre) == ["ambient"])
        let bare = StatsEngine(
            history: ListenHistory(listens: [Fixtures.listen(Fixtures.utc(2024, 5, 1, 10))]), calendar: Fixtures.calendar("UTC"))
        #expect(bare.genreProfiles(limit: 10, minimumListens: 1).isEmpty)
    }
}

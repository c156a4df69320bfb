import Foundation
import ListenModel
import Testing

@testable import StatsEngine

/// A year report counts its year's music twice (the range and the Year in Music) from one
/// pass: whatever order and top-list lengths they ask in, each gets what a fresh engine gives.
@Suite("Music statistics counted once per window")
struct MusicStatsCacheTests {
    @Test("a range with one top genre, then its Year in Music, then the range again: each as a fresh engine counts it")
    func sameAsFresh() throws {
        let listens = [
            Fixtures.listen(Fixtures.utc(2024, 5, 1, 10), mapping: MusicMetadataTests.mapping(MusicMetadataTests.portishead)),
            Fixtures.listen(Fixtures.utc(2024, 6, 1, 10), mapping: MusicMetadataTests.mapping(MusicMetadataTests.portishead)),
        ]
        func engine() -> StatsEngine {
            StatsEngine(history: ListenHistory(listens: listens), calendar: Fixtures.calendar("UTC"), metadata: MusicMetadataTests.reference)
        }
        let shared = engine()
        let range = try shared.resolve(.year(2024), asOf: Fixtures.utc(2024, 12, 31))
        let short = try #require(shared.statSet(for: range, topCount: 1).music)
        #expect(short == engine().statSet(for: range, topCount: 1).music)
        #expect(short.topGenres.map(\.genre) == ["trip hop"])
        #expect(shared.yearReview(2024) == engine().yearReview(2024))
        #expect(shared.yearReview(2024).topGenres.map(\.genre) == ["trip hop", "electronic"])
        #expect(shared.statSet(for: range).music == engine().statSet(for: range).music)
        // Another window is counted, not taken from the one kept.
        let other = try shared.resolve(.year(2023), asOf: Fixtures.utc(2023, 12, 31))
        #expect(shared.statSet(for: other).music == engine().statSet(for: other).music)
        #expect(shared.statSet(for: other).music?.listenCount == 0)
    }
}

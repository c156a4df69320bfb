import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Listeners side by side: shared artists and the cosine similarity")
struct ListenerComparisonTests {
    @Test("x:3 y:4 against x:3 z:4: one shared artist, similarity 9 / (5 · 5) = 0.36")
    func byHand() {
        let result = ListenerComparison.compare(
            [ArtistCount(name: "X", listenCount: 3), ArtistCount(name: "Y", listenCount: 4)],
            [ArtistCount(name: "x", listenCount: 3), ArtistCount(name: "Z", listenCount: 4)])
        #expect(abs(result.similarity - 0.36) < 1e-12)
        #expect(result.sharedArtistCount == 1)
        #expect(result.sharedArtists == [
            SharedArtist(first: ArtistCount(name: "X", listenCount: 3), second: ArtistCount(name: "x", listenCount: 3))
        ])
        #expect(result.firstArtistCount == 2 && result.secondArtistCount == 2)
    }

    @Test("the same proportions are 1, nothing in common 0, an empty listener 0")
    func bounds() {
        let a = [ArtistCount(name: "A", listenCount: 2), ArtistCount(name: "B", listenCount: 1)]
        let doubled = [ArtistCount(name: "A", listenCount: 4), ArtistCount(name: "B", listenCount: 2)]
        #expect(abs(ListenerComparison.compare(a, doubled).similarity - 1) < 1e-12)
        #expect(ListenerComparison.compare(a, [ArtistCount(name: "C", listenCount: 5)]).similarity == 0)
        #expect(ListenerComparison.compare(a, []).similarity == 0)
    }

    @Test("MBIDs match before names: two artists of one name are told apart by MBID, and an ambiguous name matches none")
    func mbidFirst() {
        let first = [
            ArtistCount(name: "Nirvana", mbid: "m-us", listenCount: 10),
            ArtistCount(name: "nirvana", listenCount: 1),
        ]
        let second = [
            ArtistCount(name: "Nirvana", mbid: "m-uk", listenCount: 5), ArtistCount(name: "Nirvana", mbid: "m-us", listenCount: 2),
        ]
        let result = ListenerComparison.compare(first, second)
        // m-us pairs by MBID; the unmapped "nirvana" has two candidates by name and pairs with neither.
        #expect(result.sharedArtistCount == 1)
        #expect(result.sharedArtists.first?.second.mbid == "m-us")
        let expected = (10.0 * 2) / ((100.0 + 1).squareRoot() * (25.0 + 4).squareRoot())
        #expect(abs(result.similarity - expected) < 1e-12)
    }

    @Test("shared artists are ordered by the smaller of the two shares of listens")
    func order() {
        let result = ListenerComparison.compare(
            [ArtistCount(name: "A", listenCount: 90), ArtistCount(name: "B", listenCount: 10)],
            [ArtistCount(name: "A", listenCount: 1), ArtistCount(name: "B", listenCount: 9)])
        // A: min(0.9, 0.1) = 0.1; B: min(0.1, 0.9) = 0.1 — a tie, by name; then check a clear one.
        #expect(result.sharedArtists.map(\.first.name) == ["A", "B"])
        let clear = ListenerComparison.compare(
            [ArtistCount(name: "A", listenCount: 50), ArtistCount(name: "B", listenCount: 50)],
            [ArtistCount(name: "A", listenCount: 1), ArtistCount(name: "B", listenCount: 9)])
        #expect(clear.sharedArtists.map(\.first.name) == ["B", "A"])
    }
}

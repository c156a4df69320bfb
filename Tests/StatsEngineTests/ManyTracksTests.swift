import CompactStorage
import Foundation
import ListenModel
import Testing
@testable import StatsEngine

/// The shortcuts the engine takes for a heavy listener (many tracks, lists ranked by seconds)
/// give the numbers the plain way gives.
@Suite("Many tracks")
struct ManyTracksTests {
    @Test("the limit-th largest count is the threshold a histogram of counts gives, repeats counted")
    func largestCount() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let length = Int.random(in: 0...60, using: &generator)
            let counts = (0..<length).map { _ in Int32.random(in: round.isMultiple(of: 2) ? 0...5 : 0...2_000_000, using: &generator) }
            let limit = Int.random(in: 1...30, using: &generator)
            let positive = counts.filter { $0 > 0 }.sorted(by: >)
            let expected: Int32 = positive.count < limit ? 1 : positive[limit - 1]
            #expect(TopListOrder.largest(limit, of: counts) == expected, "counts \(counts), limit \(limit)")
        }
        #expect(TopListOrder.largest(3, of: [7, 0, 7, 7, 2]) == 7)
        #expect(TopListOrder.largest(4, of: [7, 0, 7, 7, 2]) == 2)
        #expect(TopListOrder.largest(5, of: [7, 0, 7, 7, 2]) == 1)
    }

    @Test("a top list of counts in the millions (seconds) is the first of the whole list sorted")
    func topOfLargeCounts() {
        var texts = TextTable()
        let names = ["b", "a", "c", "a", "d", "b", "e"].map { texts.intern($0) }
        let counts: [Int32] = [5_000_000, 70_000, 5_000_000, 3_000_000, 0, 70_000, 9_999_999]
        let order = TopListOrder(counts: counts, names: names, mbids: names.map { _ in -1 }, texts: texts)
        let everything = counts.indices.filter { counts[$0] > 0 }.map(Int32.init).sorted(by: order.precedes)
        for limit in 1...7 {
            #expect(order.top(limit) == Array(everything.prefix(limit)), "limit \(limit)")
        }
        #expect(order.top(3) == [6, 2, 0])
    }

    @Test("a multi-artist credit groups without case outside ASCII, as its lower-cased join")
    func creditsLoweredByParts() throws {
        func credited(_ first: String, _ second: String) -> MBIDMapping {
            MBIDMapping(
                recordingMBID: "r", recordingName: "Song", releaseMBID: nil,
                artists: [CreditedArtist(name: first, joinPhrase: " & "), CreditedArtist(name: second)])
        }
        let day = Fixtures.utc(2024, 3, 13)
        let set = try StatSetTests().statSet([
            Fixtures.listen(day, artist: "x", release: "Album", mapping: credited("ÉMILE", "ZOË")),
            Fixtures.listen(day + 1, artist: "x", release: "Album", mapping: credited("émile", "zoë")),
            Fixtures.listen(day + 2, artist: "x", release: "Album", mapping: credited("Émile", "Zoe")),
        ])
        #expect(set.releaseCount == 2)
        #expect(set.topReleases.map(\.listenCount) == [2, 1])
        #expect(set.topReleases.first?.artistName == "ÉMILE & ZOË")
    }

    @Test("a week with fewer listens than the catalog has tracks sums listening time per listen, as a whole year does")
    func listeningTimeOfAShortWindow() throws {
        let day = Fixtures.utc(2024, 3, 13)
        let duet = MBIDMapping(
            recordingMBID: "r-duet", recordingName: "Duet",
            artists: [CreditedArtist(name: "Opera", mbid: "m-opera", joinPhrase: " & "), CreditedArtist(name: "Pop", mbid: "m-pop")])
        // Fifty other tracks in other weeks, so the week's four listens are fewer than the tracks.
        var listens = (0..<50).map { Fixtures.listen(Fixtures.utc(2024, 6, 1) + Int64($0) * 3600, artist: "Filler", track: "F\($0)") }
        listens.append(Fixtures.listen(day, artist: "Opera & Pop", durationMs: 300_000, mapping: duet))
        listens.append(Fixtures.listen(day + 600, artist: "Opera & Pop", durationMs: 200_000, mapping: duet))
        listens.append(Fixtures.listen(day + 1200, artist: "Pop", track: "Solo"))
        listens.append(Fixtures.listen(day + 1800, artist: "Opera", durationMs: 1_000_000))
        let engine = Fixtures.engine(listens)
        let week = engine.statSet(for: try engine.resolve(.isoWeek(year: 2024, week: 11), asOf: Fixtures.utc(2024, 12, 31)))
        #expect(week.listenCount == 4)
        #expect(week.topArtistsByTime.map(\.name) == ["Opera", "Pop", "Opera", "Pop"])
        // Equal time orders by name descending by bytes: "Pop" before "Opera".
        #expect(week.topArtistsByTime.map(\.mbid) == [nil, "m-pop", "m-opera", nil])
        #expect(week.topArtistsByTime.map(\.listeningMs) == [1_000_000, 500_000, 500_000, 180_000])
        #expect(week.topArtistsByTime.map(\.listenCount) == [1, 2, 2, 1])
        #expect(week.topArtistsByTime.map(\.estimatedListenCount) == [0, 0, 0, 1])
    }
}

import CompactStorage
import Foundation
import ListenModel
import ListenSources
import Testing
@testable import StatsEngine

@Suite("Per-day tallies and top-N picking behind entity profiles")
struct SortedTallyTests {
    @Test("keys arriving in order append; a key that steps back is inserted in place")
    func tally() {
        var tally = SortedTally()
        for key: Int32 in [5, 5, 7, 9, 9, 9, 6, 5, 8, 1] { tally.add(key) }
        #expect(tally.keys == [1, 5, 6, 7, 8, 9])
        #expect(tally.counts == [1, 3, 1, 1, 1, 3])
        #expect(tally.count(of: 9) == 3 && tally.count(of: 2) == 0 && tally.count(of: 10) == 0)
        #expect(SortedTally().isEmpty && !tally.isEmpty)
    }

    @Test("a zone whose clocks went back just after midnight: a listen after the change is on the day before again")
    func clockBackAfterMidnight() throws {
        // America/St_Johns ended summer time on 7 November 2010 at 00:01, back to 23:01 of the 6th.
        let before = Fixtures.utc(2010, 11, 7, 2, 20)  // 23:50 (UTC−2:30) on 6 November
        let at = Fixtures.utc(2010, 11, 7, 2, 30)  // 00:00 (UTC−2:30) on 7 November
        let after = Fixtures.utc(2010, 11, 7, 2, 40)  // 23:10 (UTC−3:30) on 6 November again
        let listens = [before, at, after].map { Fixtures.listen($0, artist: "Alpha", track: "One") }
        let profiles = Fixtures.engine(listens, zone: "America/St_Johns").entityProfiles(EntitySelection(minimumListens: 1))
        let alpha = try #require(profiles.first { $0.ref.kind == .artist })
        #expect(alpha.days == [
            DayCount(day: CalendarDay(year: 2010, month: 11, day: 6), listenCount: 2),
            DayCount(day: CalendarDay(year: 2010, month: 11, day: 7), listenCount: 1),
        ])
        #expect(alpha.longestGap == nil)
    }

    @Test("the first N by count (ties by name) are the first N of the whole order", arguments: [1, 3, 10, 40])
    func orderedPrefix(limit: Int) {
        // 60 artists heard one to six times each: many share a count, and their names decide.
        var listens: [Listen] = []
        var seed: UInt64 = 42
        for artist in 0..<60 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let plays = Int(seed >> 60) % 6 + 1
            for play in 0..<plays {
                listens.append(Fixtures.listen(Int64(artist * 1000 + play), artist: "Artist \(artist)"))
            }
        }
        let index = Fixtures.engine(listens).index
        var counter = EntityCounter(entityCount: index.artists.count)
        for position in 0..<index.history.count {
            for artist in index.artistIDs(ofTrack: Int(index.history.trackIndex[position])) { counter.add(artist) }
        }
        let texts = index.history.tracks.texts
        let all = counter.ordered(index.artists, texts: texts, limit: nil)
        #expect(all.count == index.artists.count)
        #expect(counter.ordered(index.artists, texts: texts, limit: limit) == Array(all.prefix(limit)))
    }

    @Test("the N-th largest count, with repeats, from a histogram or, for huge counts, by keeping the largest")
    func threshold() {
        #expect(TopListOrder.threshold(forTop: 1, of: [3, 9, 9, 1]) == 9)
        #expect(TopListOrder.threshold(forTop: 2, of: [3, 9, 9, 1]) == 9)
        #expect(TopListOrder.threshold(forTop: 3, of: [3, 9, 9, 1]) == 3)
        #expect(TopListOrder.threshold(forTop: 9, of: [3, 9, 9, 1]) == 1)
        #expect(TopListOrder.threshold(forTop: 2, of: [5_000_000, 70_000, 3]) == 70_000)
    }

    @Test(
        "a top list of many entries tied at its last count is the full order's first N",
        arguments: [0, 1, 3, 10, 100, 400, 2_000])
    func topWithTies(limit: Int) {
        // 2,000 entities with counts of 1 to 4 (most tied), names often repeated (then the MBID,
        // then the id decide), some without an MBID.
        var texts = TextTable()
        var generator = SeededGenerator(seed: UInt64(limit) + 7)
        var (counts, names, mbids) = ([Int32](), [Int32](), [Int32]())
        for _ in 0..<2_000 {
            counts.append(Int32.random(in: 0...4, using: &generator))
            names.append(texts.intern("Name \(Int.random(in: 0..<300, using: &generator))"))
            mbids.append(Bool.random(using: &generator) ? -1 : texts.intern("mbid-\(Int.random(in: 0..<5, using: &generator))"))
        }
        let order = TopListOrder(counts: counts, names: names, mbids: mbids, texts: texts)
        let everything = (0..<Int32(counts.count)).filter { counts[Int($0)] > 0 }.sorted(by: order.precedes)
        #expect(order.top(nil) == everything)
        #expect(order.top(limit) == Array(everything.prefix(limit)))
    }
}

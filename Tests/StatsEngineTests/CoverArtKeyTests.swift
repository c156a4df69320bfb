import Foundation
import ListenModel
import Testing

@testable import StatsEngine

/// Which covers the engine names for a set of windows: those of each window's top lists.
@Suite("Cover art keys")
struct CoverArtKeyTests {
    static func mbid(_ n: Int) -> String { "00000000-0000-4000-8000-" + String(format: "%012d", n) }

    /// `plays` listens of release `n` (its own artist and track) starting at `start`.
    static func plays(_ n: Int, _ plays: Int, from start: Int64, caa: Bool = true) -> [Listen] {
        let mapping = MBIDMapping(
            recordingMBID: mbid(100 + n), recordingName: "Track \(n)", releaseMBID: mbid(n), releaseGroupMBID: mbid(200 + n),
            artists: [CreditedArtist(name: "Artist \(n)", mbid: mbid(300 + n))], caaID: caa ? Int64(50 + n) : nil,
            caaReleaseMBID: caa ? mbid(n) : nil)
        return (0..<plays).map {
            Fixtures.listen(start + Int64($0) * 600, artist: "Artist \(n)", track: "Track \(n)", release: "Release \(n)", mapping: mapping)
        }
    }

    @Test("each window's top releases name their covers, the first windows first, each cover once, none without CAA art")
    func topCovers() throws {
        let week1 = Fixtures.utc(2025, 3, 3)
        let week2 = Fixtures.utc(2025, 3, 10)
        let listens = Self.plays(1, 5, from: week1) + Self.plays(2, 3, from: week1 + 86_400) + Self.plays(3, 4, from: week2)
            + Self.plays(1, 2, from: week2 + 86_400) + Self.plays(4, 9, from: week2 + 2 * 86_400, caa: false)
        let engine = Fixtures.engine(listens)
        let windows = [TimeWindow(start: week2, end: week2 + 7 * 86_400), TimeWindow(start: week1, end: week1 + 7 * 86_400)]
        let top1 = engine.coverArtKeys(in: windows, topCount: 1)
        // Week 2's top release is 4 (no cover art), so only week 1's top names a cover.
        #expect(top1.map(\.fileName) == ["\(Self.mbid(1))-51-250.jpg"])
        let top2 = engine.coverArtKeys(in: windows, topCount: 2)
        #expect(top2.map(\.caaID) == [53, 51, 52], "week 2: 4 (no art) and 3; week 1: 1 and 2")
        let all = engine.coverArtKeys(in: windows, topCount: 25)
        #expect(Set(all.map(\.caaID)) == [51, 52, 53] && all.count == 3)
        #expect(engine.coverArtKeys(eachOf: windows, topCount: 25).map { Set($0.map(\.caaID)) } == [[51, 53], [51, 52]])
        #expect(engine.coverArtKeys(in: [TimeWindow(start: 0, end: 1000)], topCount: 25).isEmpty)
    }
}

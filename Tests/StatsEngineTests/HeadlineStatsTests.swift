import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Headline numbers")
struct HeadlineStatsTests {
    /// Six years of listens, a few a day at varying hours, from a pool of artists whose
    /// favourites change, so weeks recall earlier years and ranges have milestones.
    static func history() -> [Listen] {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var listens: [Listen] = []
        let start = Fixtures.utc(2019, 1, 1)
        for day in 0..<(6 * 365) {
            for _ in 0..<next(9) {
                let artist = "Artist \(next(12) + day / 200)"
                let time = start + Int64(day) * 86_400 + Int64(next(86_400))
                listens.append(Fixtures.listen(time, artist: artist, track: "Track \(next(30))", release: "\(artist) LP"))
            }
        }
        return listens
    }

    @Test(
        "every range's headline is the full statistics' listens, change, top artists, milestones and on this day",
        arguments: ["UTC", "Europe/Berlin"])
    func sameAsStatSet(zone: String) throws {
        let engine = StatsEngine(
            history: ListenHistory(listens: Self.history()), calendar: Fixtures.calendar(zone),
            milestones: MilestoneOptions(listenCountMarks: [1000, 5000], listenCountEvery: 2500))
        let asOf = Fixtures.utc(2024, 12, 31, 23)
        var requests: [RangeRequest] = [.listenBrainz(.allTime)]
        for year in 2019...2024 { requests.append(.year(year)) }
        for month in 1...12 { requests.append(.month(year: 2023, month: month)) }
        for week in [1, 9, 10, 26, 52] { requests += [.isoWeek(year: 2024, week: week), .isoWeek(year: 2020, week: week)] }
        var withMilestones = 0
        var withOnThisDay = 0
        for request in requests {
            let range = try engine.resolve(request, asOf: asOf)
            let full = engine.statSet(for: range, topCount: 3)
            let headline = engine.headlineStats(for: range, topCount: 3)
            #expect(headline.listenCount == full.listenCount, "\(request)")
            #expect(headline.activityChangePercent == full.activityChangePercent, "\(request)")
            #expect(headline.topArtists == full.topArtists, "\(request)")
            #expect(headline.milestones == full.milestones, "\(request)")
            #expect(headline.onThisDay == full.onThisDay, "\(request)")
            #expect(headline.timeZone == full.timeZone, "\(request)")
            if !full.milestones.isEmpty { withMilestones += 1 }
            if !full.onThisDay.isEmpty { withOnThisDay += 1 }
        }
        // The comparison covered ranges that have each part, not only empty ones.
        #expect(withMilestones >= 3)
        #expect(withOnThisDay >= 5)
    }
}

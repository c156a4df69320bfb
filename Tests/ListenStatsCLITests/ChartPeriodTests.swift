import Foundation
import ListenModel
import Testing

@testable import ListenStatsCLI

@Suite("Chart periods and data mapping")
struct ChartPeriodTests {
    static func berlin() throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        calendar.firstWeekday = 2
        return calendar
    }

    /// Thursday 19 November 2026, 12:00 UTC.
    static let thursday: Int64 = 1_795_089_600

    @Test("this_week is Monday to Sunday on the listener's clock, with last week before it")
    func thisWeek() throws {
        let period = ChartPeriod(range: .thisWeek, latest: ChartPeriodTests.thursday, earliest: 0, calendar: try ChartPeriodTests.berlin())
        #expect(period.labels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        // Monday 16 November 2026 00:00 in Berlin is 15 November 23:00 UTC.
        #expect(period.window.start == 1_794_783_600)
        #expect(period.window.duration == 7 * 86_400)
        #expect(period.previous?.end == period.window.start)
        #expect(period.previousBuckets.count == 7)
    }

    @Test("listens are counted into the bucket whose start they follow")
    func bucketCounts() {
        #expect(ChartPeriod.counts(of: [5, 10, 11, 25, 40], starts: [10, 20, 30], end: 40) == [2, 1, 0])
    }

    @Test("artist names that differ only in Unicode normalisation stay separate in a top list")
    func exactGrouping() throws {
        let composed = "Beyonc\u{E9}"
        let decomposed = "Beyonce\u{301}"
        let listens = [composed, composed, decomposed].enumerated().map { index, name in
            Listen(listenedAt: ChartPeriodTests.thursday + Int64(index), track: Track(artistName: name, trackName: "Song"), durationMs: nil, source: .listenbrainz)
        }
        let calendar = try ChartPeriodTests.berlin()
        let period = ChartPeriod(range: .thisWeek, latest: ChartPeriodTests.thursday + 2, earliest: ChartPeriodTests.thursday, calendar: calendar)
        let mapping = ChartDataMapping(history: ListenHistory(listens: listens), period: period, calendar: calendar, user: "rob")
        let top = mapping.top(title: "Top artists", limit: 10) { ($0.artistName, nil) }
        #expect(top.items.map(\.count) == [2, 1])
        #expect(top.items[0].label.unicodeScalars.elementsEqual(composed.unicodeScalars))
        #expect(top.items.allSatisfy { $0.rankChange == nil })
    }
}

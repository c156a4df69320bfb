import ListenModel
import StatsEngine
import Testing

/// A year's page from ListenBrainz's Year in Music: compared with the year before only when
/// that review is stored, and no count made up from the length of a top list.
@Suite("A year from ListenBrainz's Year in Music")
struct ServerYearStatSetTests {
    /// A review of `year` with `perDay` listens on each of its first `days` days.
    func review(_ year: Int, days: Int, perDay: Int, total: Int? = nil) -> YearInMusicServerData {
        let first = CalendarDay(year: year, month: 1, day: 1).dayNumber
        let buckets = (0..<days).map { offset in
            let start = Int64(first + offset) * 86_400
            return ActivityBucket(fromTS: start, toTS: start + 86_399, timeRange: "day \(offset)", listenCount: perDay)
        }
        return YearInMusicServerData(
            user: "rob", year: year, topArtists: (0..<50).map { ArtistCount(name: "Artist \($0)", listenCount: 100 - $0) },
            totalListenCount: total, listensPerDay: buckets)
    }

    @Test("without the year before's review nothing is compared, and unknown totals are 0, not 50")
    func alone() throws {
        let stats = try #require(ServerStatSet.make(yearInMusic: review(2021, days: 40, perDay: 3)))
        #expect(stats.listenCount == 120)
        #expect(stats.previousWindow.start == stats.previousWindow.end)
        #expect(stats.previousActivity.isEmpty && stats.previousListenCount == 0)
        #expect(stats.artistCount == 0 && stats.releaseCount == 0 && stats.recordingCount == 0)
        #expect(stats.activity.map(\.listenCount).prefix(3) == [93, 27, 0], "31 days of January, 9 of February")
    }

    @Test("with the year before's review, its months and total are the previous period")
    func withPreviousYear() throws {
        let previous = review(2020, days: 60, perDay: 2, total: 125)
        let stats = try #require(ServerStatSet.make(yearInMusic: review(2021, days: 40, perDay: 3), previous: previous))
        #expect(stats.previousWindow.start == Int64(CalendarDay(year: 2020, month: 1, day: 1).dayNumber) * 86_400)
        #expect(stats.previousListenCount == 125, "the review's own total wins over its days")
        #expect(stats.previousActivity.map(\.listenCount).prefix(3) == [62, 58, 0], "2020 is a leap year: 29 days of February")
        #expect(stats.previousActivity.first?.timeRange == "January 2020")
    }

    @Test("a stored review of another year is not taken as the year before")
    func wrongPreviousYear() throws {
        let stats = try #require(ServerStatSet.make(yearInMusic: review(2021, days: 10, perDay: 1), previous: review(2019, days: 5, perDay: 1)))
        #expect(stats.previousActivity.isEmpty)
    }
}

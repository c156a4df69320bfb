import Foundation
import ListenModel
import Testing
@testable import StatsEngine

@Suite("Range windows and buckets")
struct RangeResolverTests {
    typealias Expected = (range: StatRange, start: Int64, end: Int64, first: String, last: String, count: Int)

    /// LISTENBRAINZ.md's table, for a latest listen on Wed 2024-03-13 15:00 UTC. `end` is the
    /// window's last included second; `count` the activity buckets of both periods.
    static let wednesday: [Expected] = [
        (.thisWeek, Fixtures.utc(2024, 3, 11), Fixtures.utc(2024, 3, 18), "Monday 04 March 2024", "Tuesday 12 March 2024", 9),
        (.week, Fixtures.utc(2024, 3, 4), Fixtures.utc(2024, 3, 11), "Monday 26 February 2024", "Sunday 10 March 2024", 14),
        (.thisMonth, Fixtures.utc(2024, 3, 1), Fixtures.utc(2024, 4, 1), "01 February 2024", "12 March 2024", 41),
        (.month, Fixtures.utc(2024, 2, 1), Fixtures.utc(2024, 3, 1), "01 January 2024", "29 February 2024", 60),
        (.quarter, Fixtures.utc(2023, 10, 1), Fixtures.utc(2024, 1, 1), "01 July 2023", "31 December 2023", 184),
        (.halfYearly, Fixtures.utc(2023, 7, 1), Fixtures.utc(2024, 1, 1), "January 2023", "December 2023", 12),
        (.thisYear, Fixtures.utc(2024, 1, 1), Fixtures.utc(2025, 1, 1), "January 2023", "March 2024", 15),
        (.year, Fixtures.utc(2023, 1, 1), Fixtures.utc(2024, 1, 1), "January 2022", "December 2023", 24),
        (.allTime, Fixtures.utc(2002, 1, 1), Fixtures.utc(2024, 3, 13, 15), "2002", "2024", 23),
    ]

    @Test("every ListenBrainz range on Wed 2024-03-13 15:00 UTC matches the reference table", arguments: wednesday)
    func listenBrainzTable(_ expected: Expected) throws {
        let range = try Fixtures.resolve(.listenBrainz(expected.range), asOf: Fixtures.utc(2024, 3, 13, 15))
        #expect(range.window == TimeWindow(start: expected.start, end: expected.end + 1))
        let all = range.previousActivityBuckets + range.activityBuckets
        #expect(all.count == expected.count)
        #expect(all.first?.timeRange == expected.first)
        #expect(all.last?.timeRange == expected.last)
        for (bucket, next) in zip(all, all.dropFirst()) { #expect(bucket.toTS == next.fromTS - 1) }
    }

    @Test("on a Monday this_week is the previous week and its buckets stop before today")
    func mondayThisWeek() throws {
        let range = try Fixtures.resolve(.listenBrainz(.thisWeek), asOf: Fixtures.utc(2024, 3, 11, 9))
        #expect(range.window == TimeWindow(start: Fixtures.utc(2024, 3, 4), end: Fixtures.utc(2024, 3, 11) + 1))
        #expect(range.previousActivityBuckets.first?.timeRange == "Monday 26 February 2024")
        #expect(range.activityBuckets.map(\.timeRange).last == "Sunday 10 March 2024")
        #expect(range.activityBuckets.count == 7)
    }

    @Test("on the 1st this_month is the previous month, and on 1 January this_year the previous year")
    func firstOfPeriod() throws {
        let month = try Fixtures.resolve(.listenBrainz(.thisMonth), asOf: Fixtures.utc(2024, 3, 1, 8))
        #expect(month.window == TimeWindow(start: Fixtures.utc(2024, 2, 1), end: Fixtures.utc(2024, 3, 1) + 1))
        #expect(month.previousActivityBuckets.first?.timeRange == "01 January 2024")
        #expect(month.activityBuckets.last?.timeRange == "29 February 2024")
        let year = try Fixtures.resolve(.listenBrainz(.thisYear), asOf: Fixtures.utc(2025, 1, 1, 8))
        #expect(year.window == TimeWindow(start: Fixtures.utc(2024, 1, 1), end: Fixtures.utc(2025, 1, 1) + 1))
        #expect(year.previousActivityBuckets.first?.timeRange == "January 2023")
        #expect(year.activityBuckets.count == 12)
    }

    @Test("on a leap day this_month's buckets run to 28 February and month covers January")
    func leapDay() throws {
        let range = try Fixtures.resolve(.listenBrainz(.thisMonth), asOf: Fixtures.utc(2024, 2, 29, 12))
        #expect(range.window == TimeWindow(start: Fixtures.utc(2024, 2, 1), end: Fixtures.utc(2024, 3, 1) + 1))
        #expect(range.activityBuckets.last?.timeRange == "28 February 2024")
        #expect(range.lastDay == CalendarDay(year: 2024, month: 2, day: 29))
        let previous = try Fixtures.resolve(.listenBrainz(.month), asOf: Fixtures.utc(2024, 2, 29, 12))
        #expect(previous.window.start == Fixtures.utc(2024, 1, 1))
    }

    @Test("a 23-hour and a 25-hour day in Europe/Berlin and America/New_York", arguments: [
        ("Europe/Berlin", CalendarDay(year: 2024, month: 3, day: 31), Int64(23 * 3600), Fixtures.utc(2024, 3, 30, 23)),
        ("Europe/Berlin", CalendarDay(year: 2024, month: 10, day: 27), Int64(25 * 3600), Fixtures.utc(2024, 10, 26, 22)),
        ("America/New_York", CalendarDay(year: 2024, month: 3, day: 10), Int64(23 * 3600), Fixtures.utc(2024, 3, 10, 5)),
        ("America/New_York", CalendarDay(year: 2024, month: 11, day: 3), Int64(25 * 3600), Fixtures.utc(2024, 11, 3, 4)),
    ])
    func daylightSaving(zone: String, day: CalendarDay, length: Int64, start: Int64) throws {
        let range = try Fixtures.resolve(.days(from: day, through: day), asOf: start, zone: zone)
        #expect(range.window.start == start)
        #expect(range.window.duration == length)
        #expect(range.activityBuckets.count == 1)
        #expect(range.activityBuckets[0].toTS - range.activityBuckets[0].fromTS + 1 == length)
    }

    @Test("Asia/Kathmandu days start at 18:15 UTC the day before")
    func nonHourOffset() throws {
        let range = try Fixtures.resolve(.month(year: 2024, month: 1), asOf: 0, zone: "Asia/Kathmandu")
        #expect(range.window.start == Fixtures.utc(2023, 12, 31, 18, 15))
        #expect(range.activityBuckets.count == 31)
        #expect(range.activityBuckets[1].fromTS == Fixtures.utc(2024, 1, 1, 18, 15))
    }

    @Test("ISO weeks: 2025-W01 starts Monday 30 December 2024; 2020 has a week 53, 2021 does not")
    func isoWeeks() throws {
        let week = try Fixtures.resolve(.isoWeek(year: 2025, week: 1), asOf: 0)
        #expect(week.name == "2025-W01")
        #expect(week.window == TimeWindow(start: Fixtures.utc(2024, 12, 30), end: Fixtures.utc(2025, 1, 6)))
        #expect(week.previousWindow.start == Fixtures.utc(2024, 12, 23))
        #expect(week.activityBuckets.first?.timeRange == "Monday 30 December 2024")
        #expect(try Fixtures.resolve(.isoWeek(year: 2020, week: 53), asOf: 0).window.start == Fixtures.utc(2020, 12, 28))
        #expect(throws: StatsEngineError.self) { try Fixtures.resolve(.isoWeek(year: 2021, week: 53), asOf: 0) }
    }

    @Test("a year buckets by month and compares with the year before")
    func calendarYear() throws {
        let range = try Fixtures.resolve(.year(2024), asOf: 0)
        #expect(range.window == TimeWindow(start: Fixtures.utc(2024, 1, 1), end: Fixtures.utc(2025, 1, 1)))
        #expect(range.activityBuckets.map(\.timeRange).first == "January 2024")
        #expect(range.previousActivityBuckets.count == 12)
        #expect(throws: StatsEngineError.self) {
            try Fixtures.resolve(.days(from: CalendarDay(year: 2024, month: 2, day: 2), through: CalendarDay(year: 2024, month: 2, day: 1)), asOf: 0)
        }
    }

    @Test("a year past the calendar's reach is an error, not an arithmetic overflow", arguments: [
        RangeRequest.year(300_000_000_000), .isoWeek(year: 300_000_000_000, week: 1), .month(year: -300_000_000_000, month: 1),
        .year(10_000), .year(0),
    ])
    func yearsOutOfRange(_ request: RangeRequest) throws {
        #expect(throws: StatsEngineError(code: .yearOutOfRange, message: "the year \(request.namedYears[0]) is out of range; use a year from 1 to 9999")) {
            try Fixtures.resolve(request, asOf: 0)
        }
        #expect(try Fixtures.resolve(.year(9999), asOf: 0).window.start > 0)
    }
}

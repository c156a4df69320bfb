import ListenModel
import Testing

@testable import Reports

@Suite("Report periods on the wall clock")
struct ReportPeriodTests {
    @Test("1 January 2027 is in week 53 of 2026, Monday 28 December to Sunday 3 January")
    func isoWeek53() {
        let period = ReportPeriod.containing(1_798_804_800, kind: .week, clock: WallClock(named: "UTC"))
        #expect(period.slug == "2026-W53")
        #expect(period.title == "Week 53, 2026")
        #expect(period.window == TimeWindow(start: 1_798_416_000, end: 1_799_020_800))
    }

    @Test("March 2026 in New York is one hour short of 31 days")
    func newYorkMonth() {
        let period = ReportPeriod.containing(1_773_158_400, kind: .month, clock: WallClock(named: "America/New_York"))
        #expect(period.slug == "2026-03")
        #expect(period.title == "March 2026")
        #expect(period.window == TimeWindow(start: 1_772_341_200, end: 1_775_016_000))
    }

    @Test("quarters and halves start at Kathmandu's midnight, +05:45")
    func kathmanduQuarterAndHalf() {
        let clock = WallClock(named: "Asia/Kathmandu")
        let quarter = ReportPeriod.containing(1_786_731_300, kind: .quarter, clock: clock)
        #expect(quarter.slug == "2026-Q3")
        #expect(quarter.window == TimeWindow(start: 1_782_843_300, end: 1_790_792_100))
        let half = ReportPeriod.containing(1_786_731_300, kind: .halfYear, clock: clock)
        #expect(half.slug == "2026-H2")
        #expect(half.title == "H2 2026")
        #expect(half.window == TimeWindow(start: 1_782_843_300, end: 1_798_740_900))
    }

    @Test("all time ends with the day of the last listen")
    func allTime() {
        let period = ReportPeriod.containing(
            1_795_408_200, kind: .allTime, clock: WallClock(named: "America/New_York"), allTimeStart: 1_000)
        #expect(period.window == TimeWindow(start: 1_000, end: 1_795_410_000))
    }

    @Test("every month with a listen, once, oldest first")
    func allMonths() {
        let clock = WallClock(named: "America/New_York")
        let times: [Int64] = [1_772_341_200, 1_773_158_400, 1_773_158_401, 1_775_016_000, 1_786_731_300]
        let periods = ReportPeriod.all(.month, covering: times, clock: clock)
        #expect(periods.map(\.slug) == ["2026-03", "2026-04", "2026-08"])
    }

    @Test("timestamps carry the zone's offset at that moment")
    func isoTimestamp() {
        #expect(DisplayFormat.isoTimestamp(1_794_766_500, on: WallClock(named: "Asia/Kathmandu")) == "2026-11-16T00:00:00+05:45")
        #expect(DisplayFormat.isoTimestamp(1_773_158_400, on: WallClock(named: "America/New_York")) == "2026-03-10T12:00:00-04:00")
        #expect(DisplayFormat.isoTimestamp(0, on: WallClock(named: "UTC")) == "1970-01-01T00:00:00Z")
    }
}

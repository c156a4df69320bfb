import Foundation
import ListenModel
import Testing

@Suite("WallClock, ISO weeks and calendar names")
struct WallClockTests {
    @Test("a 23:30 UTC listen is Monday 00:30 in Europe/Berlin")
    func berlinDayAndTime() {
        let clock = WallClock(named: "Europe/Berlin")
        let instant = CalendarDay(year: 2026, month: 11, day: 15).dayNumber * 86_400 + 23 * 3600 + 30 * 60
        #expect(clock.day(at: Int64(instant)) == CalendarDay(year: 2026, month: 11, day: 16))
        #expect(clock.day(at: Int64(instant)).weekdayName == "Monday")
        #expect(clock.secondOfDay(at: Int64(instant)) == 30 * 60)
    }

    @Test("Kathmandu is 5 h 45 min ahead of UTC")
    func kathmanduOffset() {
        #expect(WallClock(named: "Asia/Kathmandu").offset(at: 1_763_000_000) == 5 * 3600 + 45 * 60)
    }

    @Test("an unknown zone name reads as UTC")
    func unknownZone() {
        let clock = WallClock(named: "Nowhere/Atlantis")
        #expect(clock.identifier == "UTC")
        #expect(clock.offset(at: 1_763_000_000) == 0)
    }

    @Test("New York's spring-forward day lasts 23 hours, its fall-back day 25")
    func dstDayLengths() {
        let clock = WallClock(named: "America/New_York")
        let spring = clock.window(from: CalendarDay(year: 2026, month: 3, day: 8), to: CalendarDay(year: 2026, month: 3, day: 9))
        let fall = clock.window(from: CalendarDay(year: 2026, month: 11, day: 1), to: CalendarDay(year: 2026, month: 11, day: 2))
        #expect(spring.end - spring.start == 23 * 3600)
        #expect(fall.end - fall.start == 25 * 3600)
        #expect(clock.lastSecond(of: CalendarDay(year: 2026, month: 3, day: 8)) == spring.end - 1)
    }

    @Test("days and times match Foundation's calendar across zones and offset changes")
    func matchesFoundation() {
        for zone in ["America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "Europe/Berlin", "America/Sao_Paulo", "UTC"] {
            let clock = WallClock(named: zone)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
            var instant: Int64 = -86_400 * 365
            while instant < 4_100_000_000 {
                let parts = calendar.dateComponents(
                    [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(instant)))
                let day = clock.day(at: instant)
                #expect(
                    [day.year, day.month, day.day] == [parts.year, parts.month, parts.day].map { $0 ?? 0 }, "\(zone) \(instant)")
                #expect(
                    clock.secondOfDay(at: instant) == (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0),
                    "\(zone) \(instant)")
                instant += 3_600 * 97 + 1_234
            }
        }
    }

    @Test("a wall-clock time is placed as Foundation places it: the earlier of a repeated hour, a skipped one moved on by the gap")
    func localTimesMatchFoundation() {
        // Berlin, 2026: 02:30 on 29 March does not exist; 02:30 on 25 October happens twice.
        let berlin = WallClock(named: "Europe/Berlin")
        let spring = Int64(CalendarDay(year: 2026, month: 3, day: 29).dayNumber) * 86_400
        let fall = Int64(CalendarDay(year: 2026, month: 10, day: 25).dayNumber) * 86_400
        #expect(berlin.instant(atLocalSeconds: spring + 2 * 3600 + 30 * 60 + 17) == 1_774_747_817)
        #expect(berlin.instant(atLocalSeconds: fall + 2 * 3600 + 30 * 60 + 17) == 1_792_888_217)
        for zone in ["America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "Europe/Berlin", "America/Santiago"] {
            let clock = WallClock(named: zone)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
            var local: Int64 = 946_684_800
            while local < 2_000_000_000 {
                let day = CalendarDay(dayNumber: Int(local / 86_400))
                let second = Int(local % 86_400)
                let components = DateComponents(
                    year: day.year, month: day.month, day: day.day, hour: second / 3600, minute: second % 3600 / 60,
                    second: second % 60)
                let expected = calendar.date(from: components).map { Int64($0.timeIntervalSince1970) }
                #expect(clock.instant(atLocalSeconds: local) == expected, "\(zone) \(day) \(second)")
                local += 3_600 * 53 + 1_801
            }
        }
    }

    @Test("ISO weeks: 1 January 2027 is in 2026-W53, 30 December 2024 in 2025-W01")
    func isoWeeks() {
        #expect(CalendarDay(year: 2027, month: 1, day: 1).isoWeek == ISOWeek(year: 2026, week: 53))
        #expect(CalendarDay(year: 2024, month: 12, day: 30).isoWeek == ISOWeek(year: 2025, week: 1))
        #expect(ISOWeek(year: 2025, week: 1).monday == CalendarDay(year: 2024, month: 12, day: 30))
        #expect(ISOWeek.count(inYear: 2026) == 53)
        #expect(ISOWeek.count(inYear: 2025) == 52)
    }

    @Test("ISO weeks match Foundation's ISO 8601 calendar for every day of 2000–2040")
    func isoWeeksMatchFoundation() {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let first = CalendarDay(year: 2000, month: 1, day: 1).dayNumber
        let last = CalendarDay(year: 2040, month: 12, day: 31).dayNumber
        for dayNumber in first...last {
            let parts = calendar.dateComponents(
                [.yearForWeekOfYear, .weekOfYear], from: Date(timeIntervalSince1970: TimeInterval(dayNumber * 86_400)))
            let week = CalendarDay(dayNumber: dayNumber).isoWeek
            #expect(week == ISOWeek(year: parts.yearForWeekOfYear ?? 0, week: parts.weekOfYear ?? 0))
        }
    }

    @Test("names are English, Monday first")
    func names() {
        #expect(CalendarNames.shortWeekdays == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(CalendarNames.shortMonths.first == "Jan" && CalendarNames.shortMonths.last == "Dec")
        #expect(CalendarDay(year: 2024, month: 2, day: 29).monthName == "February")
    }

    @Test("binary search finds the first element at or after, and after, a value")
    func binarySearch() {
        let times: [Int64] = [1, 3, 3, 5]
        #expect(times.firstIndex(atOrAfter: 3) == 1)
        #expect(times.firstIndex(after: 3) == 3)
        #expect(times.firstIndex(atOrAfter: 6) == 4)
        #expect(times.firstIndex(atOrAfter: 0) == 0)
        #expect(times[2...].firstIndex(atOrAfter: 0) == 2)
        #expect([Int64]().firstIndex(atOrAfter: 1) == 0)
        #expect(times.partitioningIndex { $0 < 4 } == 3)
    }

    @Test("ListenBrainz's clock is asked for as UTC (or GMT, Foundation's name for it); Etc/UTC, a server's default, is a local clock")
    func utcNames() {
        #expect(WallClock.isUTC("UTC") && WallClock.isUTC("GMT"))
        for name in ["Etc/UTC", "Europe/London", "Africa/Abidjan", "Etc/GMT+1", ""] {
            #expect(!WallClock.isUTC(name), "\(name)")
        }
        #expect(WallClock.isUTC(WallClock(timeZone: TimeZone(identifier: "UTC")!).identifier))
    }
}

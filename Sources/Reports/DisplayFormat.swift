import ChartKit
import ListenModel

/// Turns numbers, durations and times into the English text reports show, the same on every
/// machine: no locale, no machine time zone.
enum DisplayFormat {
    /// "1,234,567".
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// "1 listen", "2,345 listens".
    static func listens(_ value: Int) -> String {
        count(value) + (value == 1 ? " listen" : " listens")
    }

    /// "3 d 4 h", "41 h 12 min", "12 min", "0 min".
    static func duration(milliseconds: Int64) -> String {
        let minutes = max(milliseconds, 0) / 60_000
        let hours = minutes / 60
        if hours >= 100 { return count(Int(hours)) + " h" }
        if hours > 0 { return "\(hours) h \(minutes % 60) min" }
        return "\(minutes) min"
    }

    /// A period's change on the one before, as the engine computed it (`StatSet`'s
    /// `activityChangePercent`, like for like), written as every surface writes it ("+12%",
    /// "−3%", "±0%": `NumberFormat.percent(change:)`, the chart's and the feed's too), or "new"
    /// when the period before had no listens and this one has `listens`; and which way it went.
    static func change(percent: Double?, listens: Int) -> (text: String, direction: ChangeDirection) {
        guard let percent, percent.isFinite else { return listens > 0 ? ("new", .up) : (NumberFormat.percent(change: 0), .flat) }
        let rounded = percent.rounded()
        return (NumberFormat.percent(change: percent), rounded > 0 ? .up : rounded < 0 ? .down : .flat)
    }

    /// "16 November 2026".
    static func day(_ time: Int64, on clock: WallClock) -> String {
        day(clock.day(at: time), weekday: false)
    }

    /// The window's dates, its last day being the day before `end`, naming a month or year
    /// once when both ends share it: "16 – 22 November 2026", "30 November – 6 December 2026".
    static func dateRange(_ window: TimeWindow, on clock: WallClock) -> String {
        let day = clock.day(at: window.start)
        return span(window.days(on: clock) ?? DaySpan(first: day, last: day))
    }

    /// RFC 3339 with the offset of `clock`'s zone at that moment: "2026-11-16T00:00:00+01:00",
    /// "Z" when the offset is zero.
    static func isoTimestamp(_ time: Int64, on clock: WallClock) -> String {
        let day = clock.day(at: time)
        let second = clock.secondOfDay(at: time)
        let offset = Int(clock.offset(at: time))
        let sign = offset < 0 ? "-" : "+"
        let zone = offset == 0 ? "Z" : "\(sign)\(pad(abs(offset) / 3600)):\(pad(abs(offset) % 3600 / 60))"
        return "\(day.year)-\(pad(day.month))-\(pad(day.day))T"
            + "\(pad(second / 3600)):\(pad(second % 3600 / 60)):\(pad(second % 60))\(zone)"
    }

    static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// "Friday 20 November 2026".
    static func day(_ day: CalendarDay, weekday: Bool = true) -> String {
        let date = "\(day.day) \(CalendarNames.months[max(0, min(11, day.month - 1))]) \(day.year)"
        return weekday ? day.weekdayName + " " + date : date
    }

    /// "16 – 20 November 2026", or one day.
    static func span(_ span: DaySpan) -> String {
        if span.first == span.last { return day(span.first, weekday: false) }
        let last = day(span.last, weekday: false)
        if span.first.year != span.last.year { return "\(day(span.first, weekday: false)) – \(last)" }
        if span.first.month != span.last.month {
            return "\(span.first.day) \(span.first.monthName) – \(last)"
        }
        return "\(span.first.day) – \(last)"
    }

    /// "5 days", "1 day".
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(DisplayFormat.count(count)) days" }

    /// "14:05" on `clock`.
    static func clockTime(_ time: Int64, on clock: WallClock) -> String {
        let second = clock.secondOfDay(at: time)
        return pad(second / 3600) + ":" + pad(second % 3600 / 60)
    }

    /// "21:00".
    static func hour(_ hour: Int) -> String { pad(hour) + ":00" }
}

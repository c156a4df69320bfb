import Foundation
import ListenModel

/// Turns numbers, durations and times into the English text reports show, the same on every
/// machine: no locale, no machine time zone.
enum DisplayFormat {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    /// Weekday names with Monday first, as `HourWeekdayGrid` orders them.
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

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

    /// The change from `previous` to `current` in words, and which way it went.
    static func change(from previous: Int, to current: Int) -> (text: String, direction: ChangeDirection) {
        if previous == 0 {
            return current == 0 ? ("no change", .flat) : ("new", .up)
        }
        let percent = (Double(current - previous) / Double(previous) * 100).rounded()
        if percent == 0 { return ("no change", .flat) }
        let magnitude = count(Int(abs(percent)))
        return percent > 0 ? ("+\(magnitude)%", .up) : ("−\(magnitude)%", .down)
    }

    /// A Gregorian calendar in the stat set's zone (UTC when the name is unknown).
    static func calendar(timeZone identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// "16 November 2026".
    static func day(_ time: Int64, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(time)))
        return "\(parts.day ?? 1) \(monthNames[(parts.month ?? 1) - 1]) \(parts.year ?? 1970)"
    }

    /// The window's dates, its last day being the day before `end`, naming a month or year
    /// once when both ends share it: "16 – 22 November 2026", "30 November – 6 December 2026".
    static func dateRange(_ window: TimeWindow, in calendar: Calendar) -> String {
        let first = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(window.start)))
        let last = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(max(window.start, window.end - 1))))
        let lastText = day(max(window.start, window.end - 1), in: calendar)
        if first == last { return lastText }
        let firstDay = first.day ?? 1
        let firstMonth = monthNames[(first.month ?? 1) - 1]
        if first.year != last.year { return "\(day(window.start, in: calendar)) – \(lastText)" }
        if first.month != last.month { return "\(firstDay) \(firstMonth) – \(lastText)" }
        return "\(firstDay) – \(lastText)"
    }

    /// ISO 8601 with the offset of `calendar`'s zone at that moment: "2026-11-16T00:00:00+01:00".
    static func isoTimestamp(_ time: Int64, in calendar: Calendar) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(time))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset = calendar.timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let zone =
            offset == 0 && calendar.timeZone.identifier == "UTC"
            ? "Z" : "\(sign)\(pad(abs(offset) / 3600)):\(pad(abs(offset) % 3600 / 60))"
        return "\(parts.year ?? 1970)-\(pad(parts.month ?? 1))-\(pad(parts.day ?? 1))T"
            + "\(pad(parts.hour ?? 0)):\(pad(parts.minute ?? 0)):\(pad(parts.second ?? 0))\(zone)"
    }

    static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// "21:00".
    static func hour(_ hour: Int) -> String { pad(hour) + ":00" }
}

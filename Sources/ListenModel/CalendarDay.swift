/// A date on the proleptic Gregorian calendar, with no time and no zone: a day on a wall clock.
///
/// Day arithmetic is done on a day number (days since 1970-01-01) so that walking a decade of
/// days never asks Foundation's calendar, which is slow per call on Linux.
public struct CalendarDay: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `dayNumber` days after 1970-01-01 (negative before it).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 = Monday … 6 = Sunday (ISO order).
    public var weekdayIndex: Int { Self.weekdayIndex(ofDayNumber: dayNumber) }

    /// The ISO weekday (0 = Monday) of a day number; 1970-01-01 was a Thursday.
    public static func weekdayIndex(ofDayNumber dayNumber: Int) -> Int {
        ((dayNumber + 3) % 7 + 7) % 7
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

    /// The same day `months` months later, clamped to the month's last day (as dateutil does).
    public func adding(months: Int) -> CalendarDay {
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        return CalendarDay(
            year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
    }

    public var firstOfMonth: CalendarDay { CalendarDay(year: year, month: month, day: 1) }

    /// The Monday on or before this day.
    public var mondayOnOrBefore: CalendarDay { adding(days: -weekdayIndex) }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether the fields name a real day.
    public var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= Self.daysIn(month: month, year: year)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO 8601, e.g. "2024-02-29".
    public var description: String {
        let yearText = String(year)
        let padded = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return "\(padded)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// Encoded as its ISO 8601 text, "2024-02-29".
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a YYYY-MM-DD day")
        }
        self = day
    }

    /// Parses "YYYY-MM-DD"; nil when it is not a real day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard isValid else { return nil }
    }
}

extension CalendarDay {
    /// "Monday" … "Sunday", from `CalendarNames`.
    public var weekdayName: String { CalendarNames.weekdays[weekdayIndex] }

    /// "January" … "December", from `CalendarNames`.
    public var monthName: String { CalendarNames.months[month - 1] }
}

extension CalendarDay {
    /// The ISO week this day belongs to: the week of its Thursday, in that Thursday's year.
    public var isoWeek: ISOWeek {
        let thursday = adding(days: 3 - weekdayIndex)
        let week = (thursday.dayNumber - CalendarDay(year: thursday.year, month: 1, day: 1).dayNumber) / 7 + 1
        return ISOWeek(year: thursday.year, week: week)
    }
}

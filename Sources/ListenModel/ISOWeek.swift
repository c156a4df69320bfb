/// An ISO 8601 week: weeks start on Monday, and week 1 is the week holding the year's first
/// Thursday (so 1 January can belong to the last week of the year before).
public struct ISOWeek: Hashable, Sendable {
    /// The week-numbering year, which differs from the calendar year around New Year.
    public var year: Int
    /// 1 … 53.
    public var week: Int

    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }

    /// The Monday the week starts on.
    public var monday: CalendarDay {
        CalendarDay(year: year, month: 1, day: 4).mondayOnOrBefore.adding(days: (week - 1) * 7)
    }

    /// 52 or 53: the ISO weeks of `year`, counted between the Mondays of the weeks holding 4 January.
    public static func count(inYear year: Int) -> Int {
        let thisYear = CalendarDay(year: year, month: 1, day: 4).mondayOnOrBefore
        let nextYear = CalendarDay(year: year + 1, month: 1, day: 4).mondayOnOrBefore
        return (nextYear.dayNumber - thisYear.dayNumber) / 7
    }
}

import ListenModel

/// The year and month key (`year * 12 + month - 1`) of the last day number asked, kept while
/// the listens of a day pass (consecutive listens mostly share a day).
struct DayCache {
    private var day = Int32.min
    private var year = 0
    private var monthKey = 0

    mutating func yearAndMonthKey(of dayNumber: Int32) -> (year: Int, monthKey: Int) {
        if dayNumber != day {
            day = dayNumber
            let calendarDay = CalendarDay(dayNumber: Int(dayNumber))
            year = calendarDay.year
            monthKey = calendarDay.year * 12 + calendarDay.month - 1
        }
        return (year, monthKey)
    }
}

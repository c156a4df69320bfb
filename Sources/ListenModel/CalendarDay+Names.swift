extension CalendarDay {
    /// "Monday" … "Sunday", from `CalendarNames`.
    public var weekdayName: String { CalendarNames.weekdays[weekdayIndex] }

    /// "January" … "December", from `CalendarNames`.
    public var monthName: String { CalendarNames.months[month - 1] }
}

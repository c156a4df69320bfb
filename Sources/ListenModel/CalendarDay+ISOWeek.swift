extension CalendarDay {
    /// The ISO week this day belongs to: the week of its Thursday, in that Thursday's year.
    public var isoWeek: ISOWeek {
        let thursday = adding(days: 3 - weekdayIndex)
        let week = (thursday.dayNumber - CalendarDay(year: thursday.year, month: 1, day: 1).dayNumber) / 7 + 1
        return ISOWeek(year: thursday.year, week: week)
    }
}

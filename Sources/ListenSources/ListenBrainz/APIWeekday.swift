import ListenModel

enum APIWeekday {
    /// The grid for a `daily_activity` object; nil when an hour is outside 0…23 or a day unknown.
    static func grid(_ days: [String: [APIStatEntries.HourCount]]) -> HourWeekdayGrid? {
        var grid = HourWeekdayGrid()
        for (day, hours) in days {
            // ListenBrainz names the days in English, as `CalendarNames` does, Monday first.
            guard let row = CalendarNames.weekdays.firstIndex(of: day) else { return nil }
            for entry in hours {
                guard (0..<24).contains(entry.hour) else { return nil }
                grid.counts[row][entry.hour] += entry.listenCount.value
            }
        }
        return grid
    }
}

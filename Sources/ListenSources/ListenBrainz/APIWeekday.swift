import ListenModel

enum APIWeekday {
    /// ListenBrainz's weekday names, in `HourWeekdayGrid` row order (Monday first).
    static let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The grid for a `daily_activity` object; nil when an hour is outside 0…23 or a day unknown.
    static func grid(_ days: [String: [APIStatEntries.HourCount]]) -> HourWeekdayGrid? {
        var grid = HourWeekdayGrid()
        for (day, hours) in days {
            guard let row = names.firstIndex(of: day) else { return nil }
            for entry in hours {
                guard (0..<24).contains(entry.hour) else { return nil }
                grid.counts[row][entry.hour] += entry.listenCount
            }
        }
        return grid
    }
}

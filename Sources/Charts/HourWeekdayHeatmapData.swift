import ListenModel

/// What the hour × weekday heatmap shows: listens per weekday (Monday first) and hour.
public struct HourWeekdayHeatmapData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// `counts[weekday][hour]`: 7 rows, Monday first, of 24 hours each.
    public var counts: [[Int]]
    public var weekdayNames: [String]

    public init(title: String, subtitle: String? = nil, counts: [[Int]], weekdayNames: [String] = CalendarNames.shortWeekdays) {
        self.title = title
        self.subtitle = subtitle
        self.counts = (0..<7).map { day in
            (0..<24).map { hour in day < counts.count && hour < counts[day].count ? counts[day][hour] : 0 }
        }
        self.weekdayNames = weekdayNames
    }
}

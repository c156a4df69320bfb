import ListenModel

/// What the hour heatmap shows: listens per row and hour of the day. The rows are weekdays
/// (Monday first) for the punchcard, or anything else named in `weekdayNames` (genres).
public struct HourWeekdayHeatmapData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// `counts[row][hour]`: one row per name in `weekdayNames`, of 24 hours each.
    public var counts: [[Int]]
    public var weekdayNames: [String]

    public init(title: String, subtitle: String? = nil, counts: [[Int]], weekdayNames: [String] = CalendarNames.shortWeekdays) {
        self.title = title
        self.subtitle = subtitle
        self.counts = weekdayNames.indices.map { day in
            (0..<24).map { hour in day < counts.count && hour < counts[day].count ? counts[day][hour] : 0 }
        }
        self.weekdayNames = weekdayNames
    }
}

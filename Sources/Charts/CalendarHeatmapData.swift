import ListenModel

/// What the calendar heatmap shows: listens on each day of one year.
public struct CalendarHeatmapData: Hashable, Sendable {
    /// How counts map to colour.
    public enum ColorMapping: String, Hashable, Sendable {
        case logarithmic
        case quantile
    }

    public var title: String
    public var subtitle: String?
    public var year: Int
    /// One count per day from 1 January; missing days count as zero.
    public var dailyCounts: [Int]
    /// The most consecutive days with at least one listen, as the engine counts its streaks.
    public var longestStreak: Int
    public var colorMapping: ColorMapping

    public init(
        title: String, subtitle: String? = nil, year: Int, dailyCounts: [Int], longestStreak: Int,
        colorMapping: ColorMapping = .quantile
    ) {
        self.title = title
        self.subtitle = subtitle
        self.year = year
        let days = CalendarDay.isLeap(year) ? 366 : 365
        self.dailyCounts = (0..<days).map { $0 < dailyCounts.count ? max(0, dailyCounts[$0]) : 0 }
        self.longestStreak = longestStreak
        self.colorMapping = colorMapping
    }

    public var activeDays: Int { dailyCounts.filter { $0 > 0 }.count }
}

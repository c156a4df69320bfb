import Charts
import Foundation
import ListenModel

/// Turns the engine's statistics into the inputs of each chart.
///
/// The engine computes; charts draw. This is the one place that knows both shapes, so a chart
/// never aggregates listens itself and shows exactly the numbers the report prints.
public struct StatSetCharts: Sendable {
    public var stats: StatSet
    public var user: String
    /// A heading such as "Week 47, 2026".
    public var periodTitle: String

    public init(stats: StatSet, user: String, periodTitle: String) {
        self.stats = stats
        self.user = user
        self.periodTitle = periodTitle
    }

    var clock: WallClock { WallClock(named: stats.timeZone) }

    /// How many entries a top chart draws; the page lists the rest folded away.
    public static let topEntries = 10
    /// How many releases the album grid shows.
    public static let gridEntries = 10
    /// How many top artists the artist-evolution streamgraph stacks.
    public static let evolutionEntries = 6

    public var subtitle: String { "\(user) · \(periodTitle)" }

    public func activity() -> ActivityChartData {
        ActivityChartData(
            title: "Listening activity",
            subtitle: subtitle,
            labels: stats.activity.map(axisLabel),
            current: stats.activity.map(\.listenCount),
            previous: stats.previousActivity.map(\.listenCount),
            currentName: "This \(periodNoun)",
            previousName: "Previous \(periodNoun)",
            changePercent: stats.activityChangePercent)
    }

    public func topArtists(limit: Int = topEntries) -> TopBarsChartData {
        let previousRank = Dictionary(
            stats.artistRankChanges.compactMap { change in change.previousRank.map { (ExactText(change.name), $0) } },
            uniquingKeysWith: { first, _ in first })
        let items = stats.topArtists.prefix(limit).enumerated().map { index, artist in
            TopBarsItem(
                label: artist.name, count: artist.listenCount,
                rankChange: previousRank[ExactText(artist.name)].map { $0 - (index + 1) })
        }
        return TopBarsChartData(
            title: "Top artists", subtitle: subtitle, items: Array(items),
            showsRankChange: !stats.artistRankChanges.isEmpty)
    }

    public func topReleases(limit: Int = topEntries) -> TopBarsChartData {
        let items = stats.topReleases.prefix(limit).map {
            TopBarsItem(label: $0.name, sublabel: $0.artistName, count: $0.listenCount, rankChange: nil)
        }
        return TopBarsChartData(title: "Top albums", subtitle: subtitle, items: Array(items), showsRankChange: false)
    }

    public func topRecordings(limit: Int = topEntries) -> TopBarsChartData {
        let items = stats.topRecordings.prefix(limit).map {
            TopBarsItem(label: $0.trackName, sublabel: $0.artistName, count: $0.listenCount, rankChange: nil)
        }
        return TopBarsChartData(title: "Top tracks", subtitle: subtitle, items: Array(items), showsRankChange: false)
    }

    public func hourWeekday() -> HourWeekdayHeatmapData {
        HourWeekdayHeatmapData(
            title: "When you listen", subtitle: "\(subtitle) · \(stats.timeZone)", counts: stats.hourWeekday.counts)
    }

    /// A year's calendar heatmap; nil when the range is not within one calendar year.
    public func calendarHeatmap(year: Int) -> CalendarHeatmapData {
        let firstDay = CalendarDay(year: year, month: 1, day: 1).dayNumber
        let dayCount = CalendarDay(year: year + 1, month: 1, day: 1).dayNumber - firstDay
        var daily = [Int](repeating: 0, count: dayCount)
        for day in stats.days {
            let offset = day.day.dayNumber - firstDay
            if daily.indices.contains(offset) { daily[offset] = day.listenCount }
        }
        return CalendarHeatmapData(
            title: "Every day of \(year)", subtitle: user, year: year, dailyCounts: daily,
            longestStreak: stats.streaks.longest?.dayCount ?? 0)
    }

    var periodNoun: String {
        switch stats.granularity {
        case .day: stats.activity.count <= 7 ? "week" : "period"
        case .month: "period"
        case .year: "period"
        }
    }

    /// A short axis label: a weekday for a week, a day of the month, a month, or a year.
    func axisLabel(_ bucket: ActivityBucket) -> String {
        let day = clock.day(at: bucket.fromTS)
        switch stats.granularity {
        case .day:
            if stats.activity.count <= 7 {
                return CalendarNames.shortWeekdays[day.weekdayIndex]
            }
            return String(day.day)
        case .month:
            return CalendarNames.shortMonths[day.month - 1]
        case .year:
            return String(day.year)
        }
    }
}

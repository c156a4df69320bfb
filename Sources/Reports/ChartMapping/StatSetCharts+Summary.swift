import ChartKit
import Charts
import ListenModel

extension StatSetCharts {
    /// The range's headline numbers: listens against the previous period, listening time with
    /// its estimated share, artists, discoveries, the longest streak and the favourite hour.
    public func statCards() -> StatCardsData {
        let listens = stats.listenCount
        let previous = stats.previousListenCount
        let change = NumberFormat.percentChange(from: previous, to: listens)
        let favourite = ListeningClockData(title: "", hourCounts: hourTotals).peakHour
        let longest = stats.streaks.longest
        return StatCardsData(title: "Your listening in numbers", subtitle: subtitle, cards: [
            StatCard(
                value: NumberFormat.grouped(listens), label: "Listens", note: change.map { "\($0) on the previous \(periodNoun)" },
                trend: change == nil ? .neutral : listens > previous ? .rise : listens < previous ? .fall : .neutral),
            StatCard.listeningTime(milliseconds: stats.listeningMs, estimatedListens: stats.estimatedListenCount),
            StatCard(value: NumberFormat.grouped(stats.artistCount), label: "Artists"),
            StatCard(value: NumberFormat.grouped(stats.newArtistCount), label: "New discoveries", note: "artists first heard in this \(periodNoun)"),
            StatCard(value: StatCard.days(longest?.dayCount ?? 0), label: "Longest streak", note: longest.map { "\($0.first) – \($0.last)" }),
            StatCard(value: String(format: "%02d:00", favourite), label: "Favourite hour", note: stats.timeZone),
        ])
    }

    /// Listens per hour of the day, all weekdays together.
    public func listeningClock() -> ListeningClockData {
        ListeningClockData(title: "Your listening clock", subtitle: "\(subtitle) · \(stats.timeZone)", hourCounts: hourTotals)
    }

    /// The top releases as covers from `coverDirectory`, generated tiles where none is cached.
    public func albumGrid(limit: Int = StatSetCharts.gridEntries, coverDirectory: String?) -> AlbumArtGridData {
        AlbumArtGridData(
            title: "Top albums", subtitle: subtitle,
            tiles: stats.topReleases.prefix(limit).map { AlbumTile($0, coverDirectory: coverDirectory) })
    }

    private var hourTotals: [Int] {
        (0..<24).map { hour in stats.hourWeekday.counts.reduce(0) { $0 + $1[hour] } }
    }
}

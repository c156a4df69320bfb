import ChartKit
import Charts

/// Which chart draws each `ChartKind`, and from which mapped engine result: the one place the
/// `chart` command and the gallery turn a kind into a chart.
enum ChartCatalogue {
    /// The chart of `kind` from a range's statistics; the calendar and the posters draw `year`,
    /// which is only evaluated for them.
    static func chart(
        _ kind: ChartKind, range: StatSetCharts, year: @autoclosure () throws -> YearReviewCharts, theme: Theme,
        coverDirectory: String?
    ) rethrows -> any Chart {
        switch kind {
        case .activity: ActivityChart(data: range.activity(), theme: theme)
        case .topArtists: TopBarsChart(data: range.topArtists(), theme: theme)
        case .topReleases: TopBarsChart(data: range.topReleases(), theme: theme)
        case .topRecordings: TopBarsChart(data: range.topRecordings(), theme: theme)
        case .hourWeekday: HourWeekdayHeatmap(data: range.hourWeekday(), theme: theme)
        case .calendar: CalendarHeatmap(data: try year().calendar, theme: theme)
        case .evolution: ArtistEvolutionChart(data: range.artistEvolution(), theme: theme)
        case .bump: RankBumpChart(data: range.rankBump(), theme: theme)
        case .cards: StatCardsChart(data: range.statCards(), theme: theme)
        case .clock: ListeningClockChart(data: range.listeningClock(), theme: theme)
        case .albumGrid: AlbumArtGrid(data: range.albumGrid(coverDirectory: coverDirectory), theme: theme)
        case .posterTall, .posterSquare: YearPoster(data: try year().poster(coverDirectory: coverDirectory), theme: theme)
        }
    }
}

import ChartKit
import Charts
import ListenModel
import StatsEngine

/// Which chart draws each `ChartKind`, and which engine result feeds it.
enum ChartCatalogue {
    /// The chart of `kind` for `range`. The calendar and the posters show the whole calendar
    /// year the range ends in, resolved against the same "now".
    static func chart(
        _ kind: ChartKind, of range: ResolvedRange, engine: StatsEngine, user: String, theme: Theme, coverDirectory: String?
    ) throws -> any Chart {
        let inputs = StatSetCharts(stats: engine.statSet(for: range), user: user, periodTitle: periodTitle(range))
        let year = range.lastDay.year
        func yearCalendar() throws -> CalendarHeatmapData {
            let yearRange = try StatsRequest.resolve(.year(year), in: engine, asOf: range.asOf)
            return StatSetCharts(stats: engine.statSet(for: yearRange), user: user, periodTitle: "\(year)").calendarHeatmap(year: year)
        }
        switch kind {
        case .activity: return ActivityChart(data: inputs.activity(), theme: theme)
        case .topArtists: return TopBarsChart(data: inputs.topArtists(), theme: theme)
        case .topReleases: return TopBarsChart(data: inputs.topReleases(), theme: theme)
        case .topRecordings: return TopBarsChart(data: inputs.topRecordings(), theme: theme)
        case .hourWeekday: return HourWeekdayHeatmap(data: inputs.hourWeekday(), theme: theme)
        case .calendar: return CalendarHeatmap(data: try yearCalendar(), theme: theme)
        case .evolution: return ArtistEvolutionChart(data: inputs.artistEvolution(), theme: theme)
        case .bump: return RankBumpChart(data: inputs.rankBump(), theme: theme)
        case .cards: return StatCardsChart(data: inputs.statCards(), theme: theme)
        case .clock: return ListeningClockChart(data: inputs.listeningClock(), theme: theme)
        case .albumGrid: return AlbumArtGrid(data: inputs.albumGrid(coverDirectory: coverDirectory), theme: theme)
        case .posterTall, .posterSquare:
            let review = YearReviewCharts(review: engine.yearReview(year), user: user)
            return YearPoster(data: review.poster(calendar: try yearCalendar(), coverDirectory: coverDirectory), theme: theme)
        }
    }

    /// A heading for the range: "This week", "Last month", "2025-W03", "2024".
    static func periodTitle(_ range: ResolvedRange) -> String {
        switch StatRange(rawValue: range.name) {
        case .thisWeek: "This week"
        case .week: "Last week"
        case .thisMonth: "This month"
        case .month: "Last month"
        case .quarter: "Last quarter"
        case .halfYearly: "Last half-year"
        case .thisYear: "This year"
        case .year: "Last year"
        case .allTime: "All time"
        case nil: range.name
        }
    }
}

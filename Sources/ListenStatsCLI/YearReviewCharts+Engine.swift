import ListenModel
import Reports
import StatsEngine

extension YearReviewCharts {
    /// The review and calendar of calendar year `year`, resolved against `asOf` (the calendar
    /// counts days up to it).
    init(year: Int, of engine: StatsEngine, asOf: Int64, user: String) throws {
        let range = try StatsRequest.resolve(.year(year), in: engine, asOf: asOf)
        let stats = StatSetCharts(stats: engine.statSet(for: range), user: user, periodTitle: "\(year)")
        self.init(review: engine.yearReview(year, asOf: range.asOf), user: user, calendar: stats.calendarHeatmap(year: year))
    }
}

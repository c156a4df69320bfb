import ChartKit
import Foundation
import ListenModel
import ListenStore
import Reports
import StatsEngine

/// The `chart` pipeline step: load a user's history, compute with the engine, map the result
/// to one chart. The numbers are the ones `stats` and the reports show for the same range.
struct ChartRequest {
    var kind: ChartName
    /// Whose listens, the as-of day and the listener's zone (its `ranges` hold `range`).
    var statistics: StatsRequest
    var range: RangeRequest
    var theme: Theme
    /// The cover cache (`<release MBID>-<caa id>-250.jpg`), for album grids and posters.
    var coverDirectory: String?

    /// The chart, drawn from the whole stored history (discoveries need what came before the
    /// window). `today` is only read when a calendar range has no --as-of.
    func chart(store: ListenStore, today: Date) throws -> any Chart {
        let user = statistics.user
        let history = try statistics.history(from: store)
        let engine = try statistics.settings.engine(for: history, store: store)
        let resolved = try statistics.resolve(range, in: engine, today: today)
        let stats = StatSetCharts(stats: engine.statSet(for: resolved), user: user, periodTitle: Self.periodTitle(resolved))
        // The calendar and the posters show the calendar year the range ends in.
        let year = kind.chart.needsYear
            ? try YearReviewCharts(year: resolved.lastDay.year, of: engine, asOf: resolved.asOf, user: user) : nil
        // The charts of ListenBrainz's own statistics (release years, genres, countries) draw
        // what `sync --stats` stored for a ListenBrainz range.
        let server = try StatRange(rawValue: resolved.name).map { named in
            try ServerStatKind.allCases.compactMap { try store.serverStatistic($0, range: named, user: user)?.value }
        } ?? []
        return kind.chart.chart(
            ChartInput(range: stats, year: year, coverDirectory: coverDirectory, serverStatistics: server), theme: theme)
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

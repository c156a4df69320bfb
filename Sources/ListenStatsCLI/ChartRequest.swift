import ChartKit
import Foundation
import ListenModel
import ListenStore
import StatsEngine

/// The `chart` pipeline step: load a user's history, compute with the engine, map the result
/// to one chart. The numbers are the ones `stats` and the reports show for the same range.
struct ChartRequest {
    var kind: ChartKind
    /// Whose listens, the as-of day and the listener's zone (its `ranges` hold `range`).
    var statistics: StatsRequest
    var range: RangeRequest
    var theme: Theme
    /// A directory of cached covers named `<release MBID>.png`, for album grids and posters.
    var coverDirectory: String?

    /// The chart, drawn from the whole stored history (discoveries need what came before the
    /// window). `today` is only read when a calendar range has no --as-of.
    func chart(store: ListenStore, today: Date) throws -> any Chart {
        let user = statistics.user
        let history = try store.history(user: user)
        guard !history.listenedAt.isEmpty else {
            throw CLIError("'\(user)' has no listens; run `listenstats demo` or `listenstats sync --user \(user)` first", status: .noInput)
        }
        let engine = StatsEngine(history: history, calendar: statistics.calendar, filter: statistics.filter)
        let resolved = try statistics.resolve(range, in: engine, today: today)
        return try ChartCatalogue.chart(kind, of: resolved, engine: engine, user: user, theme: theme, coverDirectory: coverDirectory)
    }
}

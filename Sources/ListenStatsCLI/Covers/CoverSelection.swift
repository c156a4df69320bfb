import ListenModel
import Reports
import StatsEngine

/// Which covers are worth fetching for a user: those the reports can show, not every release
/// of the history.
///
/// That is the covers of the top entries of every period the site publishes (each week,
/// month and year with listens, and all time) and of ListenBrainz's nine ranges as of the
/// latest listen: the top 10 of weeks and months and the top 25 of longer spans, as many as
/// the top lists list (`TopListSection.limit`), which also covers the album grid (10) and the
/// poster (5). However many releases a history has, that is at most 30 covers a week or month
/// and 75 a year, and mostly the same favourites again; a listener's all-time and yearly
/// favourites come first, so a run cut short has fetched the covers seen most.
enum CoverSelection {
    static let shortSpanCount = 10
    static let longSpanCount = 25

    static func keys(engine: StatsEngine, times: [Int64]) -> [CoverArtKey] {
        guard let latest = engine.latestListen else { return [] }
        let clock = engine.clock
        let long = (ReportPeriod.all(.allTime, covering: times, clock: clock) + ReportPeriod.all(.year, covering: times, clock: clock).reversed())
            .map(\.window)
        let named = StatRange.allCases.compactMap { try? engine.resolve(.listenBrainz($0), asOf: latest).window }
        let short = (ReportPeriod.all(.month, covering: times, clock: clock).reversed() + ReportPeriod.all(.week, covering: times, clock: clock).reversed())
            .map(\.window)
        var seen: Set<CoverArtKey> = []
        return (engine.coverArtKeys(in: long + named, topCount: longSpanCount) + engine.coverArtKeys(in: short, topCount: shortSpanCount))
            .filter { seen.insert($0).inserted }
    }
}

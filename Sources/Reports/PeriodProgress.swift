import ListenModel

/// How far a period still in progress has come, so a report says so and compares like for
/// like: the first 22 days of November against the first 22 days of October, not all of it.
///
/// A period is in progress while the report's clock (or `--as-of`) is inside it; how far it
/// has come, and what it is compared with, is the engine's `PeriodComparison` (as of the latest
/// listen), which the chart, the front page and the feed read too.
struct PeriodProgress: Sendable {
    var isInProgress: Bool
    /// Activity buckets (days, months or years) begun by "now", and all of the period's.
    var elapsedBuckets: Int
    var totalBuckets: Int
    /// The previous period's listens in as many buckets as this period has had so far.
    var comparablePreviousListens: Int
    /// "; the history begins on 19 November 2024, so that year is only partly covered", or
    /// empty.
    var partialCoverageNote: String

    init(content: ReportContent) {
        let stats = content.stats
        let window = content.period.window
        partialCoverageNote =
            stats.comparison?.historyStartsInPreviousPeriod.map {
                "; the history begins on \(DisplayFormat.day($0, on: WallClock(named: stats.timeZone))), so that \(content.period.kind.noun) is only partly covered"
            } ?? ""
        guard let now = content.now, window.start <= now, now < window.end, content.period.kind != .allTime else {
            isInProgress = false
            elapsedBuckets = stats.activity.count
            totalBuckets = stats.activity.count
            comparablePreviousListens = stats.previousListenCount
            return
        }
        isInProgress = true
        totalBuckets = stats.activity.count
        // Both the engine and ListenBrainz's statistics (`ServerStatSet`) make the comparison.
        elapsedBuckets = stats.comparison?.begunBuckets ?? stats.activity.count
        comparablePreviousListens = stats.comparison?.previousListenCount ?? stats.previousListenCount
    }

    /// "3 of 7 days", "4 of 12 months"; "21 days" where the buckets stop at "now" (ListenBrainz's
    /// this_month leaves out the days to come).
    func elapsedText(_ granularity: ActivityGranularity) -> String {
        let unit = elapsedBuckets == 1 ? granularity.rawValue : granularity.rawValue + "s"
        return elapsedBuckets < totalBuckets ? "\(elapsedBuckets) of \(totalBuckets) \(unit)" : "\(elapsedBuckets) \(unit)"
    }
}

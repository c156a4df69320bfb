/// How a period compares with the one before it, counted once by the engine so that every
/// surface (the card, the sentence, the chart, the front page, the feed) says the same.
///
/// Like for like: a period in progress is compared over as many buckets as it has begun by its
/// "now" (the as-of: the latest listen, or `--as-of`), the first 22 days of November against
/// the first 22 of October; a finished one over all of them.
public struct PeriodComparison: Hashable, Sendable, Codable {
    /// Activity buckets this period has begun by the as-of.
    public var begunBuckets: Int
    /// The previous period's listens in its first `begunBuckets` buckets.
    public var previousListenCount: Int
    /// The history's first listen, when it falls inside the previous period: that period is
    /// then only partly covered, and a change against it says so.
    public var historyStartsInPreviousPeriod: Int64?

    public init(begunBuckets: Int, previousListenCount: Int, historyStartsInPreviousPeriod: Int64? = nil) {
        self.begunBuckets = begunBuckets
        self.previousListenCount = previousListenCount
        self.historyStartsInPreviousPeriod = historyStartsInPreviousPeriod
    }

    /// The change from the previous period's comparable listens to `listenCount`, in percent;
    /// nil when the previous period had none.
    public func changePercent(to listenCount: Int) -> Double? {
        guard previousListenCount > 0 else { return nil }
        return Double(listenCount - previousListenCount) / Double(previousListenCount) * 100
    }
}

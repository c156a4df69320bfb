/// A range placed on a wall clock: its windows and the edges of its activity buckets.
///
/// `RangeResolver` (StatsEngine) makes it; the engine counts listens into it. Keeping the
/// resolution separate lets a caller show or test the windows without any listens.
public struct ResolvedRange: Hashable, Sendable, Codable {
    /// "this_week", "2025-W03", "2025-04", "2024" or "2024-01-01..2024-01-31".
    public var name: String
    /// The IANA zone the days were cut in.
    public var timeZone: String
    /// "Now": the latest listen (ListenBrainz ranges) or the day asked about.
    public var asOf: Int64
    /// The window the totals and top lists cover.
    public var window: TimeWindow
    /// The period before it, for comparisons; empty for all_time.
    public var previousWindow: TimeWindow
    /// The first and last wall-clock day of `window` (for all_time, the as-of day).
    public var firstDay: CalendarDay
    public var lastDay: CalendarDay
    public var granularity: ActivityGranularity
    /// Buckets of this period and of the previous one, with zero counts, ascending.
    public var activityBuckets: [ActivityBucket]
    public var previousActivityBuckets: [ActivityBucket]

    public init(
        name: String, timeZone: String, asOf: Int64, window: TimeWindow, previousWindow: TimeWindow,
        firstDay: CalendarDay, lastDay: CalendarDay, granularity: ActivityGranularity, activityBuckets: [ActivityBucket],
        previousActivityBuckets: [ActivityBucket]
    ) {
        self.name = name
        self.timeZone = timeZone
        self.asOf = asOf
        self.window = window
        self.previousWindow = previousWindow
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.granularity = granularity
        self.activityBuckets = activityBuckets
        self.previousActivityBuckets = previousActivityBuckets
    }
}

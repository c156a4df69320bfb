/// Runs of consecutive days with at least one listen.
public struct StreakSummary: Hashable, Sendable, Codable {
    /// The longest run inside the window (the earliest one when several tie).
    public var longest: DaySpan?
    /// The run that reaches the as-of day, or the day before it (a day not yet listened to
    /// does not break a streak); nil when neither day had a listen.
    public var current: DaySpan?

    public init(longest: DaySpan? = nil, current: DaySpan? = nil) {
        self.longest = longest
        self.current = current
    }
}

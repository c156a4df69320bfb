/// Which span of listening a statistic is asked for, before it is placed on a clock.
public enum RangeRequest: Hashable, Sendable {
    /// One of ListenBrainz's named ranges, with its exact windows and buckets.
    case listenBrainz(StatRange)
    /// An ISO 8601 week, e.g. 2025-W03.
    case isoWeek(year: Int, week: Int)
    /// A calendar month.
    case month(year: Int, month: Int)
    /// A calendar year.
    case year(Int)
    /// Whole days from `from` through `through`, both included.
    case days(from: CalendarDay, through: CalendarDay)
}

/// The named ranges ListenBrainz computes statistics for.
public enum StatRange: String, Sendable, Codable, CaseIterable {
    case thisWeek = "this_week"
    case week
    case thisMonth = "this_month"
    case month
    case quarter
    case halfYearly = "half_yearly"
    case thisYear = "this_year"
    case year
    case allTime = "all_time"
}

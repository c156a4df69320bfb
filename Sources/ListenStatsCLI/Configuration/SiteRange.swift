import Reports

/// A kind of report the site publishes for every period with listens (the config's `ranges`).
///
/// Only calendar periods the site can name and file qualify; ListenBrainz's sliding ranges
/// (`this_week`, `quarter`, …) are rejected by `config check` rather than passed over.
enum SiteRange: String, Sendable, CaseIterable {
    case week
    case month
    case year
    case allTime = "all_time"

    var periodKind: ReportPeriodKind {
        switch self {
        case .week: .week
        case .month: .month
        case .year: .year
        case .allTime: .allTime
        }
    }
}

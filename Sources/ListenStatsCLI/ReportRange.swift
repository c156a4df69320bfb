import ListenModel
import Reports

/// A `--range` value: a ListenBrainz range name or a calendar period, and the kind of report
/// it makes.
struct ReportRange: Sendable {
    var request: RangeRequest
    var kind: ReportPeriodKind

    init(request: RangeRequest, kind: ReportPeriodKind) {
        self.request = request
        self.kind = kind
    }

    /// Parses the one grammar of `--range`: "this_week", "month", "all_time", … or "2026-W47"
    /// (or "2026-w47"), "2026-11", "2026".
    init(parsing text: String) throws {
        if let range = StatRange(rawValue: text) {
            request = .listenBrainz(range)
            kind =
                switch range {
                case .thisWeek, .week: .week
                case .thisMonth, .month: .month
                case .quarter: .quarter
                case .halfYearly: .halfYear
                case .thisYear, .year: .year
                case .allTime: .allTime
                }
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, parts[1].uppercased().hasPrefix("W"), parts[0].count == 4, let year = Int(parts[0]),
            let week = Int(parts[1].dropFirst()),
            (1...53).contains(week)
        {
            request = .isoWeek(year: year, week: week)
            kind = .week
        } else if parts.count == 2, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
            (1...12).contains(month)
        {
            request = .month(year: year, month: month)
            kind = .month
        } else if parts.count == 1, parts[0].count == 4, let year = Int(parts[0]) {
            request = .year(year)
            kind = .year
        } else {
            let names = StatRange.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError(
                "unknown range '\(text)'; use one of \(names), or a week (2026-W47), month (2026-11) or year (2026)",
                status: .usage)
        }
    }

    /// The calendar request for a site period: its ISO week, month or year.
    init(period: ReportPeriod, clock: WallClock) {
        let day = clock.day(at: period.window.start)
        kind = period.kind
        switch period.kind {
        case .week: request = .isoWeek(year: day.isoWeek.year, week: day.isoWeek.week)
        case .month: request = .month(year: day.year, month: day.month)
        case .year: request = .year(day.year)
        case .quarter: request = .listenBrainz(.quarter)
        case .halfYear: request = .listenBrainz(.halfYearly)
        case .allTime: request = .listenBrainz(.allTime)
        case .days:
            let last = clock.day(at: period.window.end - 1)
            request = .days(from: day, through: last)
        }
    }
}

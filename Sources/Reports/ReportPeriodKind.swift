/// The kind of span a report covers; its raw value names the report's folder (`week/2026-W47`).
public enum ReportPeriodKind: String, Sendable, Codable, CaseIterable {
    case week
    case month
    case quarter
    case halfYear = "half-year"
    case year
    case allTime = "all-time"
    /// Any days, from `--from` to `--to`.
    case days

    /// The noun a sentence uses for this span: "week", "all time".
    public var noun: String {
        switch self {
        case .week: "week"
        case .month: "month"
        case .quarter: "quarter"
        case .halfYear: "half year"
        case .year: "year"
        case .allTime: "all time"
        case .days: "period"
        }
    }
}

extension ReportPeriodKind {
    /// How many entries a report of this kind lists in each top list.
    public var topListLength: Int { TopListSection.limit(self) }
}

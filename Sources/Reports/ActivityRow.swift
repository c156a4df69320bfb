/// One bucket of the activity table: this period's count beside the paired previous bucket's.
struct ActivityRow: Sendable {
    var label: String
    /// "Mon 16", "Nov 2026" or "2026": fits beside a bar on a phone.
    var shortLabel: String
    var count: String
    var previousCount: String
    /// Bar length as a percentage of the busiest bucket, for the chart-free bar list.
    var barPercent: Int
}

extension ActivityRow: MustacheFields {
    static let fields: [String: @Sendable (ActivityRow) -> Any] = [
        "label": { $0.label }, "shortLabel": { $0.shortLabel }, "count": { $0.count },
        "previousCount": { $0.previousCount }, "barPercent": { $0.barPercent },
    ]
}

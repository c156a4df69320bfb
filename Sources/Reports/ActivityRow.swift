/// One bucket of the activity table: this period's count beside the paired previous bucket's.
struct ActivityRow: Sendable {
    var label: String
    var count: String
    var previousCount: String
    /// Bar length as a percentage of the busiest bucket, for the chart-free bar list.
    var barPercent: Int
}

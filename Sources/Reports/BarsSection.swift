/// A distribution as bars (listens by release year, by genre, by country): a chart on a wide
/// screen, the same numbers as HTML bars on a phone.
struct BarsSection: Sendable {
    struct Row: Sendable {
        var label: String
        var count: String
        var barPercent: Int
    }

    var id: String
    var title: String
    var summary: String
    var labelHeading: String
    var available: Bool
    var unavailableMessage: String
    var rows: [Row]
    var charts: [ChartView]
    var hasChart: Bool

    init(
        id: String, title: String, summary: String, labelHeading: String, entries: [(label: String, count: Int)],
        unavailableMessage: String, charts: [ChartView]
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.labelHeading = labelHeading
        available = !entries.isEmpty
        self.unavailableMessage = unavailableMessage
        let largest = max(entries.map(\.count).max() ?? 0, 1)
        rows = entries.map { Row(label: $0.label, count: DisplayFormat.count($0.count), barPercent: $0.count * 100 / largest) }
        self.charts = charts
        hasChart = !charts.isEmpty
    }
}

/// A distribution as bars (listens by release year, by genre, by country): a chart on a wide
/// screen, the same numbers as HTML bars on a phone.
struct BarsSection: Sendable {
    struct Row: Sendable {
        var label: String
        var count: String
        var barPercent: Int
        /// The label's page on the site (a genre's), from the report.
        var link = ""
        var hasLink = false
    }

    var id: String
    var title: String
    var summary: String
    var labelHeading: String
    /// What the numbers are: "Listens", or "Share" for genres.
    var valueHeading = "Listens"
    var available: Bool
    var unavailableMessage: String
    var rows: [Row]
    var charts: [ChartView]
    var hasChart: Bool
    /// The chart shown above the bars on a wide screen (none, or the first), and the rest,
    /// folded away under their titles.
    var leadingChart: [ChartView]
    var foldedCharts: [ChartView]
    /// Whether the bars are for narrow screens only, standing in for the leading chart.
    var rowsNarrowOnly: Bool
    /// Whether the labels are names (genres, countries) that want a wider column than years.
    var hasNameLabels: Bool
    /// The first rows, shown; the rest fold away (a week's ten genres and ten countries were a
    /// phone's screen each).
    var leadingRows: [Row] = []
    var moreRows: [Row] = []
    var hasMoreRows = false
    var moreSummary = ""
    static let unfoldedRows = 6

    /// Splits `rows` into the shown and the folded.
    private mutating func foldRows() {
        leadingRows = Array(rows.prefix(Self.unfoldedRows))
        moreRows = Array(rows.dropFirst(Self.unfoldedRows))
        hasMoreRows = !moreRows.isEmpty
        moreSummary = "\(moreRows.count) more"
    }

    init(
        id: ReportSection.ID, title: String, summary: String, labelHeading: String, entries: [(label: String, count: Int)],
        unavailableMessage: String, charts: [ChartView], rowsChartID: SectionChart.ID? = nil
    ) {
        self.id = id.rawValue
        self.title = title
        self.summary = summary
        self.labelHeading = labelHeading
        available = !entries.isEmpty
        self.unavailableMessage = unavailableMessage
        let largest = max(entries.map(\.count).max() ?? 0, 1)
        rows = entries.map { Row(label: $0.label, count: DisplayFormat.count($0.count), barPercent: $0.count * 100 / largest) }
        self.charts = charts
        hasChart = !charts.isEmpty
        // A chart that draws exactly the rows is left off the page: the bars say its numbers
        // on every screen, with links and real text.
        if let rowsChartID {
            leadingChart = []
            foldedCharts = charts.filter { $0.id != rowsChartID.rawValue }
        } else {
            leadingChart = Array(charts.prefix(1))
            foldedCharts = Array(charts.dropFirst())
        }
        rowsNarrowOnly = !leadingChart.isEmpty
        hasNameLabels = entries.contains { $0.label.count > 6 }
        foldRows()
    }

    /// The rows whose labels `link` gives a page (a genre's), linked to it; `link` is asked
    /// once per row.
    func linking(_ link: (String) -> String?) -> BarsSection {
        var linked = self
        linked.rows = rows.map { row in
            guard let url = link(row.label) else { return row }
            var linkedRow = row
            linkedRow.link = url
            linkedRow.hasLink = true
            return linkedRow
        }
        linked.foldRows()
        return linked
    }

    /// Bars whose numbers are shown as given (`value`, e.g. "42.1%") and drawn by `weight`.
    init(
        id: ReportSection.ID, title: String, summary: String, labelHeading: String, valueHeading: String,
        rows: [(label: String, value: String, weight: Int)], unavailableMessage: String, charts: [ChartView],
        rowsChartID: SectionChart.ID? = nil
    ) {
        self.init(
            id: id, title: title, summary: summary, labelHeading: labelHeading, entries: [], unavailableMessage: unavailableMessage,
            charts: charts, rowsChartID: rowsChartID)
        self.valueHeading = valueHeading
        available = !rows.isEmpty
        let largest = max(rows.map(\.weight).max() ?? 0, 1)
        self.rows = rows.map { Row(label: $0.label, count: $0.value, barPercent: $0.weight * 100 / largest) }
        hasNameLabels = rows.contains { $0.label.count > 6 }
        foldRows()
    }
}

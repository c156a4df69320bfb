import ListenModel

/// Listens by hour of day and weekday, on the listener's wall clock.
struct HeatmapSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var peak: String
    var timeZone: String
    var rows: [HeatmapRow]
    /// Hour labels above the grid: every sixth hour, the others empty.
    var hourLabels: [String]
    /// The same counts an hour a row, for the phone's table.
    var hourRows: [HeatmapHourRow]
    var charts: [ChartView]
    var hasChart: Bool

    init(content: ReportContent, charts: [ChartView]) {
        let grid = content.stats.hourWeekday
        let maximum = grid.maximum
        available = grid.total > 0
        unavailableMessage = "No listens to place on the clock this \(content.period.kind.noun)."
        timeZone = content.stats.timeZone
        var peakDay = 0
        var peakHour = 0
        for day in 0..<7 {
            for hour in 0..<24 where grid.counts[day][hour] > grid.counts[peakDay][peakHour] {
                peakDay = day
                peakHour = hour
            }
        }
        peak =
            "Busiest hour: \(CalendarNames.weekdays[peakDay]) \(DisplayFormat.hour(peakHour))–\(DisplayFormat.hour((peakHour + 1) % 24)) (\(DisplayFormat.listens(maximum)))."
        rows = (0..<7).map { day in
            let counts = grid.counts[day]
            let cells = counts.enumerated().map { hour, count in
                HeatmapCell(
                    level: Self.level(count, maximum: maximum),
                    label: "\(CalendarNames.weekdays[day]) \(DisplayFormat.hour(hour)) · \(DisplayFormat.listens(count))",
                    count: count == 0 ? "" : DisplayFormat.count(count))
            }
            let busiest = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
            let name = CalendarNames.weekdays[day]
            return HeatmapRow(
                weekday: name, shortWeekday: String(name.prefix(3)), cells: cells,
                total: DisplayFormat.count(counts.reduce(0, +)),
                busiestHour: counts[busiest] == 0 ? "–" : DisplayFormat.hour(busiest))
        }
        hourLabels = (0..<24).map { $0 % 6 == 0 ? DisplayFormat.pad($0) : "" }
        let weekdays = rows
        hourRows = (0..<24).map { hour in
            HeatmapHourRow(hour: DisplayFormat.pad(hour), cells: weekdays.map { $0.cells[hour] })
        }
        self.charts = charts
        hasChart = !charts.isEmpty
    }

    /// Quartiles of the busiest hour, so one heavy hour does not wash out the rest.
    static func level(_ count: Int, maximum: Int) -> Int {
        guard count > 0, maximum > 0 else { return 0 }
        return min(4, 1 + (count * 4 - 1) / maximum)
    }
}

extension HeatmapSection: MustacheFields {
    static let fields: [String: @Sendable (HeatmapSection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "peak": { $0.peak },
        "timeZone": { $0.timeZone }, "rows": { $0.rows }, "hourLabels": { $0.hourLabels }, "hourRows": { $0.hourRows }, "charts": { $0.charts },
        "hasChart": { $0.hasChart },
    ]
}

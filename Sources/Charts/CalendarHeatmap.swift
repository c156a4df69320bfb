import ChartKit
import ListenModel

/// A year as a GitHub-style grid: one column per week (Monday on top), one cell per day,
/// month names above, coloured on a quantile or log scale so quiet days stay visible.
public struct CalendarHeatmap: Chart {
    public var data: CalendarHeatmapData
    public var theme: Theme
    public init(data: CalendarHeatmapData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        "\(NumberFormat.grouped(data.dailyCounts.reduce(0, +))) listens in \(data.year) on \(data.activeDays) days; longest streak \(data.longestStreak) days."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let subtitle = data.subtitle ?? "\(NumberFormat.grouped(data.dailyCounts.reduce(0, +))) listens · \(data.activeDays) active days · longest streak \(data.longestStreak) days"
        let area = ChartHeader(title: data.title, subtitle: subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        // A wide frame has height to spare below the grid: fill it with listens per month.
        let gridHeight = self.gridHeight(width: area.width, typography: type, measurer: measurer)
        guard area.height - gridHeight > 120 * k else {
            drawGrid(in: area, typography: type, scene: &scene, measurer: measurer)
            return
        }
        let (gridArea, rest) = area.slicedTop(gridHeight)
        drawGrid(in: gridArea, typography: type, scene: &scene, measurer: measurer)
        let metrics = gridMetrics(width: area.width, height: gridHeight, typography: type, measurer: measurer)
        drawMonthTotals(in: rest.inset(top: 20 * k).slicedTop(min(rest.height - 20 * k, 220 * k)).slice, left: area.minX + metrics.dayWidth, step: metrics.step, typography: type, scene: &scene, measurer: measurer)
    }

    /// Bars of listens per month, each spanning its month's weeks in the grid above.
    private func drawMonthTotals(in area: Rect, left: Double, step: Double, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        let font = type.tick
        let labelHeight = measurer.measure("0", font: font).height
        let firstWeekday = CalendarDay(year: data.year, month: 1, day: 1).weekdayIndex
        var totals: [(first: Int, last: Int, count: Int)] = []
        var day = 0
        for month in 1...12 {
            let days = CalendarDay.daysIn(month: month, year: data.year)
            totals.append((day, day + days - 1, data.dailyCounts[day..<(day + days)].reduce(0, +)))
            day += days
        }
        let maximum = Double(totals.map(\.count).max() ?? 0)
        guard maximum > 0 else { return }
        let barBottom = area.maxY
        let barRoom = area.height - labelHeight - 6 * k
        let labelTexts = totals.map { NumberFormat.compact(Double($0.count)) }
        // Each bar runs from its month's first week column to the next month's, so bars line up
        // with the month labels above and leave equal gaps.
        let columns = totals.map { (firstWeekday + $0.first) / 7 } + [(firstWeekday + data.dailyCounts.count + 6) / 7]
        for (month, total) in totals.enumerated() {
            let x = left + step * Double(columns[month])
            let width = max(step, step * Double(columns[month + 1] - columns[month]))
            let height = max(1, barRoom * Double(total.count) / maximum)
            let bar = Rect(x: x, y: barBottom - height, width: width - step * 0.3, height: height)
            scene.fill(Path(roundedRect: bar, radius: 3 * k), theme.ramp.color(at: 0.25 + 0.75 * Double(total.count) / maximum))
            if measurer.measure(labelTexts[month], font: font).width <= bar.width + step * 0.3 {
                scene.text(TextMark(labelTexts[month], at: Point(x: bar.midX, y: bar.minY - 4 * k), font: font, color: theme.mutedText, anchor: TextAnchor(.center, .baseline)))
            }
        }
    }

    /// The height the grid, its labels and legend need at `width`.
    func gridHeight(width: Double, typography type: Typography, measurer: any TextMeasurer) -> Double {
        let metrics = gridMetrics(width: width, height: .infinity, typography: type, measurer: measurer)
        return metrics.monthHeight + metrics.step * 7 + metrics.legendHeight
    }

    private func gridMetrics(width: Double, height: Double, typography type: Typography, measurer: any TextMeasurer) -> (step: Double, dayWidth: Double, monthHeight: Double, legendHeight: Double, weeks: Int) {
        let k = type.scale
        let textHeight = measurer.measure("Ag", font: type.tick).height
        let weeks = (CalendarDay(year: data.year, month: 1, day: 1).weekdayIndex + data.dailyCounts.count + 6) / 7
        let dayWidth = measurer.maximumWidth(of: CalendarHeatmap.dayLabels, font: type.tick) + 8 * k
        let legendHeight = textHeight + 12 * k
        let monthHeight = textHeight + 6 * k
        let step = min((width - dayWidth) / Double(weeks), (height - monthHeight - legendHeight) / 7)
        return (step, dayWidth, monthHeight, legendHeight, weeks)
    }

    /// Monday, Wednesday and Friday name their rows; the others stay blank.
    private static let dayLabels = CalendarNames.shortWeekdays.indices.map { [0, 2, 4].contains($0) ? CalendarNames.shortWeekdays[$0] : "" }

    /// The year's grid with month and weekday labels and the legend, filling `area`.
    func drawGrid(in area: Rect, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        let font = type.tick
        let textHeight = measurer.measure("Ag", font: font).height
        let firstWeekday = CalendarDay(year: data.year, month: 1, day: 1).weekdayIndex
        let (step, dayWidth, monthHeight, legendHeight, weeks) = gridMetrics(width: area.width, height: area.height, typography: type, measurer: measurer)
        let dayLabels = CalendarHeatmap.dayLabels
        let gap = max(1, step * 0.14)
        // Wide frames leave height over: centre the block rather than leave a gap below.
        let spare = max(0, area.height - monthHeight - legendHeight - step * 7)
        let area = area.inset(top: spare / 2)
        let grid = Rect(x: area.minX + dayWidth, y: area.minY + monthHeight, width: step * Double(weeks), height: step * 7)

        let values = data.dailyCounts.map(Double.init)
        let colors: SequentialColorScale
        switch data.colorMapping {
        case .quantile: colors = SequentialColorScale.quantiles(of: values, ramp: theme.ramp, classes: 4)
        case .logarithmic: colors = SequentialColorScale(ramp: theme.ramp, maximum: values.max() ?? 1, mapping: .logarithmic)
        }

        for (row, label) in dayLabels.enumerated() where !label.isEmpty {
            scene.text(TextMark(label, at: Point(x: area.minX, y: grid.minY + step * (Double(row) + 0.5)), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        }
        var dayOfYear = 0
        var lastLabelEnd = -Double.infinity
        for month in 1...12 {
            let column = (firstWeekday + dayOfYear) / 7
            let x = grid.minX + step * Double(column)
            let name = CalendarNames.shortMonths[month - 1]
            let width = measurer.measure(name, font: font).width
            if x >= lastLabelEnd + 4 * k && x + width <= grid.maxX + 1 {
                scene.text(TextMark(name, at: Point(x: x, y: area.minY), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
                lastLabelEnd = x + width
            }
            dayOfYear += CalendarDay.daysIn(month: month, year: data.year)
        }
        for (day, count) in data.dailyCounts.enumerated() {
            let slot = firstWeekday + day
            let cell = Rect(x: grid.minX + step * Double(slot / 7) + gap / 2, y: grid.minY + step * Double(slot % 7) + gap / 2, width: step - gap, height: step - gap)
            scene.fill(Path(roundedRect: cell, radius: step * 0.18), colors.color(for: Double(count)))
        }
        let legendColors = [0.0, 0.3, 0.55, 0.8, 1].map { theme.ramp.color(at: $0 == 0 ? 0 : 0.25 + 0.75 * $0) }
        Legend.ramp(colors: legendColors, lowLabel: "Less", highLabel: "More", right: grid.maxX, y: grid.maxY + legendHeight - textHeight / 2, cell: min(step, 14 * k), font: font, theme: theme, scene: &scene, measurer: measurer)
    }
}

import ChartKit

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
        let type = Typography(width: frame.width)
        let k = type.scale
        let subtitle = data.subtitle ?? "\(NumberFormat.grouped(data.dailyCounts.reduce(0, +))) listens · \(data.activeDays) active days · longest streak \(data.longestStreak) days"
        let area = ChartHeader(title: data.title, subtitle: subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        drawGrid(in: area, typography: type, scene: &scene, measurer: measurer)
    }

    /// The year's grid with month and weekday labels and the legend, filling `area`.
    func drawGrid(in area: Rect, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        let font = type.tick
        let textHeight = measurer.measure("Ag", font: font).height
        let firstWeekday = GregorianDate.weekday(year: data.year, month: 1, day: 1)
        let weeks = (firstWeekday + data.dailyCounts.count + 6) / 7
        let dayLabels = ["Mon", "", "Wed", "", "Fri", "", ""]
        let dayWidth = measurer.maximumWidth(of: dayLabels, font: font) + 8 * k
        let legendHeight = textHeight + 12 * k
        let monthHeight = textHeight + 6 * k
        let step = min((area.width - dayWidth) / Double(weeks), (area.height - monthHeight - legendHeight) / 7)
        let gap = max(1, step * 0.14)
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
            let name = GregorianDate.monthAbbreviations[month - 1]
            let width = measurer.measure(name, font: font).width
            if x >= lastLabelEnd + 4 * k && x + width <= grid.maxX + 1 {
                scene.text(TextMark(name, at: Point(x: x, y: area.minY), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
                lastLabelEnd = x + width
            }
            dayOfYear += GregorianDate.daysInMonth(month, year: data.year)
        }
        for (day, count) in data.dailyCounts.enumerated() {
            let slot = firstWeekday + day
            let cell = Rect(x: grid.minX + step * Double(slot / 7) + gap / 2, y: grid.minY + step * Double(slot % 7) + gap / 2, width: step - gap, height: step - gap)
            scene.fill(Path(roundedRect: cell, radius: step * 0.18), colors.color(for: Double(count)))
        }
        let legendColors = [0.0, 0.3, 0.55, 0.8, 1].map { theme.ramp.color(at: $0 == 0 ? 0 : 0.18 + 0.82 * $0) }
        Legend.ramp(colors: legendColors, lowLabel: "Less", highLabel: "More", right: grid.maxX, y: grid.maxY + legendHeight - textHeight / 2, cell: min(step, 14 * k), font: font, theme: theme, scene: &scene, measurer: measurer)
    }
}

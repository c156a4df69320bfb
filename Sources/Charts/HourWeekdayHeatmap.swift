import ChartKit

/// A punchcard: weekdays down, hours across, each cell coloured by its listens, with each
/// day's total at the right and a "less … more" legend.
public struct HourWeekdayHeatmap: Chart {
    public var data: HourWeekdayHeatmapData
    public var theme: Theme

    public init(data: HourWeekdayHeatmapData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        var best = (day: 0, hour: 0, count: -1)
        for (day, row) in data.counts.enumerated() {
            for (hour, count) in row.enumerated() where count > best.count { best = (day, hour, count) }
        }
        let total = data.counts.reduce(0) { $0 + $1.reduce(0, +) }
        guard total > 0 else { return "No listens." }
        return "\(NumberFormat.grouped(total)) listens; the busiest hour is \(data.weekdayNames[best.day]) \(best.hour):00 with \(NumberFormat.grouped(best.count))."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let margins = frame.inset(by: 48 * k)
        let content = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: margins, theme: theme, typography: type, scene: &scene, measurer: measurer)
        let font = type.tick
        let textHeight = measurer.measure("Ag", font: font).height
        let legendCell = 14 * k
        var area = content
        let legendHeight = max(legendCell, textHeight) + 14 * k

        let maximum = Double(data.counts.flatMap { $0 }.max() ?? 0)
        let colors = SequentialColorScale(ramp: theme.ramp, maximum: maximum, mapping: .linear)
        let rows = data.counts.count
        // Long row names (genres) are cut to a third of the width.
        let names = data.weekdayNames.map { measurer.fitted($0, font: font, maxWidth: area.width / 3) }
        let dayWidth = measurer.maximumWidth(of: names, font: font) + 12 * k
        let totals = data.counts.map { NumberFormat.compact(Double($0.reduce(0, +))) }
        let totalWidth = measurer.maximumWidth(of: totals, font: font) + 14 * k
        let gridWidth = area.width - dayWidth - totalWidth
        let hourLabelHeight = textHeight + 8 * k
        let cellStep = min(gridWidth / 24, (area.height - hourLabelHeight - legendHeight) / Double(max(rows, 1)))
        let gap = max(1.5, cellStep * 0.1)
        let spare = max(0, area.height - hourLabelHeight - legendHeight - cellStep * Double(rows))
        area = area.inset(top: spare / 2)
        let grid = Rect(x: area.minX + dayWidth, y: area.minY + hourLabelHeight, width: cellStep * 24, height: cellStep * Double(rows))

        // Hour labels: every hour when "00" fits a cell, otherwise every third hour.
        let hourEvery = measurer.measure("00", font: font).width + 6 * k <= cellStep ? 1 : 3
        for hour in stride(from: 0, to: 24, by: hourEvery) {
            let text = hour < 10 ? "0\(hour)" : "\(hour)"
            scene.text(TextMark(text, at: Point(x: grid.minX + cellStep * (Double(hour) + 0.5), y: area.minY), font: font, color: theme.mutedText, anchor: TextAnchor(.center, .top)))
        }
        for day in 0..<rows {
            let y = grid.minY + cellStep * Double(day)
            scene.text(TextMark(names[day], at: Point(x: area.minX, y: y + cellStep / 2), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
            for hour in 0..<24 {
                let cell = Rect(x: grid.minX + cellStep * Double(hour) + gap / 2, y: y + gap / 2, width: cellStep - gap, height: cellStep - gap)
                scene.fill(Path(roundedRect: cell, radius: cellStep * 0.16), colors.color(for: Double(data.counts[day][hour])))
            }
            scene.text(TextMark(totals[day], at: Point(x: grid.maxX + 10 * k, y: y + cellStep / 2), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        }

        let legendColors = [0, 0.25, 0.5, 0.75, 1].map { colors.color(for: $0 * maximum) }
        Legend.ramp(colors: legendColors, lowLabel: "Less", highLabel: "More", right: grid.maxX + totalWidth, y: grid.maxY + legendHeight - max(legendCell, textHeight) / 2, cell: legendCell, font: font, theme: theme, scene: &scene, measurer: measurer)
    }
}

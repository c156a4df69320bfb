import ChartKit
import Foundation

/// A 24-hour clock: one wedge per hour, its length by listens (area-true), midnight at the top.
public struct ListeningClockChart: Chart {
    public var data: ListeningClockData
    public var theme: Theme

    public init(data: ListeningClockData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        "\(NumberFormat.grouped(data.hourCounts.reduce(0, +))) listens by hour of day; most at \(data.peakHour):00 (\(NumberFormat.grouped(data.hourCounts[data.peakHour])))."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        let font = type.tick
        let labelRoom = measurer.measure("00", font: font).width + 14 * k
        // Wide frames get the clock on the left and the share of each part of the day beside it.
        let wide = area.width > area.height * 1.4
        let clockArea = wide ? Rect(x: area.minX, y: area.minY, width: area.width * 0.55, height: area.height) : area
        if wide {
            drawDayParts(in: Rect(x: clockArea.maxX + 24 * k, y: area.minY, width: area.maxX - clockArea.maxX - 24 * k, height: area.height), typography: type, scene: &scene, measurer: measurer)
        }
        let outer = max(10, min(clockArea.width, clockArea.height) / 2 - labelRoom)
        let center = Point(x: clockArea.midX, y: clockArea.midY)
        let inner = outer * 0.3
        let maximum = Double(data.hourCounts.max() ?? 0)

        for fraction in [0.5, 1.0] {
            scene.stroke(Path(circleAt: center, radius: sqrt(inner * inner + (outer * outer - inner * inner) * fraction)), theme.grid, lineWidth: 1)
        }
        let step = 2 * Double.pi / 24
        for hour in 0..<24 {
            let count = Double(data.hourCounts[hour])
            guard count > 0, maximum > 0 else { continue }
            let radius = sqrt(inner * inner + (outer * outer - inner * inner) * count / maximum)
            let color = hour == data.peakHour ? theme.accent : theme.accent.withAlpha(0.55)
            scene.fill(Path(annularSectorAt: center, innerRadius: inner, outerRadius: radius, from: step * Double(hour) + step * 0.06, to: step * Double(hour + 1) - step * 0.06), color)
        }
        let every = outer > 160 * k ? 2 : 6
        for hour in stride(from: 0, to: 24, by: every) {
            let angle = step * Double(hour) - .pi / 2
            let r = outer + labelRoom / 2
            let text = hour < 10 ? "0\(hour)" : "\(hour)"
            scene.text(TextMark(text, at: Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle)), font: font, color: theme.mutedText, anchor: TextAnchor(.center, .middle)))
        }
        let peak = data.peakHour < 10 ? "0\(data.peakHour):00" : "\(data.peakHour):00"
        let peakFont = measurer.shrunk(peak, font: type.value.sized(type.value.size * 1.3), maxWidth: inner * 1.7, minimumSize: 8)
        let peakLabelFont = measurer.shrunk("peak", font: font, maxWidth: inner * 1.7, minimumSize: 7)
        // The time and the word "peak" stacked as one block centred in the hole.
        let timeHeight = measurer.measure(peak, font: peakFont).height
        let blockTop = center.y - (timeHeight + measurer.measure("peak", font: peakLabelFont).height) / 2
        scene.text(TextMark(peak, at: Point(x: center.x, y: blockTop), font: peakFont, color: theme.text, anchor: TextAnchor(.center, .top)))
        scene.text(TextMark("peak", at: Point(x: center.x, y: blockTop + timeHeight), font: peakLabelFont, color: theme.mutedText, anchor: TextAnchor(.center, .top)))
    }

    /// Night, morning, afternoon and evening with their share of the listens, as a list.
    private func drawDayParts(in area: Rect, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        let total = data.hourCounts.reduce(0, +)
        guard total > 0 else { return }
        let parts = [("Night", "00–06", 0..<6), ("Morning", "06–12", 6..<12), ("Afternoon", "12–18", 12..<18), ("Evening", "18–24", 18..<24)]
        let numberFont = type.bigNumber.sized(type.bigNumber.size * 0.62)
        let labelFont = type.label
        let rowHeight = min(area.height / 4, measurer.measure("0", font: numberFont).height * 1.6)
        let top = area.midY - rowHeight * 2
        let maximum = parts.map { part in part.2.reduce(0) { $0 + data.hourCounts[$1] } }.max() ?? 1
        for (index, part) in parts.enumerated() {
            let count = part.2.reduce(0) { $0 + data.hourCounts[$1] }
            let share = "\(Int((Double(count) / Double(total) * 100).rounded()))%"
            let centerY = top + rowHeight * (Double(index) + 0.5)
            let color = count == maximum ? theme.accent : theme.text
            scene.text(TextMark(share, at: Point(x: area.minX, y: centerY), font: numberFont, color: color, anchor: TextAnchor(.left, .middle)))
            let labelX = area.minX + measurer.measure("100%", font: numberFont).width + 16 * k
            let label = measurer.fitted("\(part.0) · \(part.1)", font: labelFont, maxWidth: area.maxX - labelX)
            scene.text(TextMark(label, at: Point(x: labelX, y: centerY), font: labelFont, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        }
    }
}

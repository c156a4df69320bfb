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
        let type = Typography(width: frame.width)
        let k = type.scale
        let area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        let font = type.tick
        let labelRoom = measurer.measure("00", font: font).width + 14 * k
        let outer = max(10, min(area.width, area.height) / 2 - labelRoom)
        let center = Point(x: area.midX, y: area.midY)
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
        scene.text(TextMark(peak, at: Point(x: center.x, y: center.y), font: peakFont, color: theme.text, anchor: TextAnchor(.center, .baseline)))
        let peakLabelFont = measurer.shrunk("peak", font: font, maxWidth: inner * 1.7, minimumSize: 7)
        scene.text(TextMark("peak", at: Point(x: center.x, y: center.y + 4 * k), font: peakLabelFont, color: theme.mutedText, anchor: TextAnchor(.center, .top)))
    }
}

/// A vertical value axis drawn as horizontal grid lines with labels at the left.
public struct ValueAxis: Hashable, Sendable {
    public var scale: LinearScale
    public var ticks: [Double]
    public var font: Font

    /// An axis for values 0…`maximum` mapped onto `bottom`…`top`, with round ticks.
    public init(maximum: Double, bottom: Double, top: Double, font: Font, tickCount: Int = 4) {
        let niced = LinearScale(domain: 0...max(maximum, 1), range: bottom, top).niced(tickCount: tickCount)
        self.scale = niced
        self.ticks = niced.ticks(count: tickCount).filter { $0 >= 0 }
        self.font = font
    }

    public var labels: [String] { ticks.map { NumberFormat.compact($0) } }

    /// The width the labels need, plus a gap.
    public func labelWidth(measurer: any TextMeasurer, gap: Double) -> Double {
        measurer.maximumWidth(of: labels, font: font) + gap
    }

    /// Draws grid lines across `plot` and labels right-aligned at `labelRight`.
    public func draw(plot: Rect, labelRight: Double, theme: Theme, scene: inout Scene) {
        for (tick, label) in zip(ticks, labels) {
            let y = scale(tick)
            scene.stroke(Path(lineFrom: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y)), tick == 0 ? theme.mutedText.withAlpha(0.6) : theme.grid, lineWidth: 1)
            scene.text(TextMark(label, at: Point(x: labelRight, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.right, .middle)))
        }
    }
}

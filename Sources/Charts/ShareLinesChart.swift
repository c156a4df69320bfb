import ChartKit

/// Shares through a run of periods as one line each (the top genres' share of each month's
/// genre votes): where the lines cross, one overtook another. A period in which no series has a
/// share (no votes at all) is a gap in every line, not a fall to zero.
public struct ShareLinesChart: Chart {
    public struct Data: Sendable {
        public var title: String
        public var subtitle: String?
        /// One label per period ("Jan 2025").
        public var periodLabels: [String]
        /// One series per line, largest first: a share from 0 to 1 per period.
        public var series: [(name: String, shares: [Double])]

        public init(title: String, subtitle: String? = nil, periodLabels: [String], series: [(name: String, shares: [Double])]) {
            self.title = title
            self.subtitle = subtitle
            self.periodLabels = periodLabels
            self.series = series
        }
    }

    public var data: Data
    public var theme: Theme

    public init(data: Data, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        guard let first = data.periodLabels.first, let last = data.periodLabels.last else { return "No periods." }
        let lines = data.series.map { line in
            "\(line.name) \(Self.percent(line.shares.first ?? 0)) → \(Self.percent(line.shares.last ?? 0))"
        }
        return "Share of the votes from \(first) to \(last): " + lines.joined(separator: ", ") + "."
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        var area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(
            in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        let periods = data.periodLabels.count
        let lines = Array(data.series.prefix(theme.palette.count))
        guard periods > 1, !lines.isEmpty else {
            scene.text(
                TextMark(
                    "Not enough months to show a trend", at: Point(x: area.midX, y: area.midY), font: type.label, color: theme.mutedText,
                    anchor: TextAnchor(.center)))
            return
        }
        // The legend on the right names the lines in the series' order, the largest first.
        let nameFont = type.label
        let legendWidth = min(area.width * 0.3, measurer.maximumWidth(of: lines.map(\.name), font: nameFont) + nameFont.size * 1.6)
        let legend = Rect(x: area.maxX - legendWidth, y: area.minY, width: legendWidth, height: area.height)
        area = area.inset(right: legendWidth + 24 * k)

        let tickFont = type.tick
        let tickHeight = measurer.measure("Ag", font: tickFont).height
        let voted = (0..<periods).map { period in lines.contains { period < $0.shares.count && $0.shares[period] > 0 } }
        let highest = lines.flatMap(\.shares).max() ?? 0
        let axis = ValueAxis(maximum: highest * 100, bottom: area.maxY - tickHeight - 10 * k, top: area.minY, font: tickFont)
        let plot = Rect(
            x: area.minX + axis.labelWidth(measurer: measurer, gap: 8 * k), y: area.minY,
            width: area.width - axis.labelWidth(measurer: measurer, gap: 8 * k), height: area.height - tickHeight - 10 * k)
        axis.draw(plot: plot, labelRight: plot.minX - 8 * k, theme: theme, scene: &scene)
        let x = LinearScale(domain: 0...Double(periods - 1), range: plot.minX, plot.maxX)

        for (index, line) in lines.enumerated().reversed() {
            let color = theme.paletteColor(index)
            var path = Path()
            var drawing = false
            for period in 0..<periods {
                guard voted[period], period < line.shares.count else {
                    drawing = false
                    continue
                }
                let point = Point(x: x(Double(period)), y: axis.scale(line.shares[period] * 100))
                if drawing { path.line(to: point) } else { path.move(to: point) }
                drawing = true
                // A month with votes on both sides missing stands alone: a dot shows it.
                let alone = (period == 0 || !voted[period - 1]) && (period == periods - 1 || !voted[period + 1])
                if alone { scene.fill(Path(circleAt: point, radius: 3 * k), color) }
            }
            scene.stroke(path, color, lineWidth: 2.5 * k)
        }

        // Period labels under the plot, as many as fit: the first flush left, the last flush
        // right, and one that would touch the label before it left out.
        let labelWidth = measurer.maximumWidth(of: data.periodLabels, font: tickFont) + 12 * k
        let step = max(1, Int((labelWidth / (plot.width / Double(periods - 1))).rounded(.up)))
        var labelledUpTo = -Double.infinity
        let lastLeft = plot.maxX - measurer.measure(data.periodLabels[periods - 1], font: tickFont).width
        for period in Set(stride(from: 0, to: periods, by: step)).union([periods - 1]).sorted() {
            let anchor: TextAnchor.Horizontal = period == 0 ? .left : period == periods - 1 ? .right : .center
            let width = measurer.measure(data.periodLabels[period], font: tickFont).width
            let left = x(Double(period)) - (anchor == .left ? 0 : anchor == .right ? width : width / 2)
            let roomBeforeLast = period == periods - 1 || left + width + 12 * k <= lastLeft
            guard left >= labelledUpTo + 12 * k, roomBeforeLast else { continue }
            labelledUpTo = left + width
            scene.text(
                TextMark(
                    data.periodLabels[period], at: Point(x: x(Double(period)), y: plot.maxY + 8 * k), font: tickFont,
                    color: theme.mutedText, anchor: TextAnchor(anchor, .top)))
        }

        let swatch = nameFont.size * 0.9
        let rowHeight = measurer.measure("Ag", font: nameFont).height * 1.5
        let top = legend.midY - rowHeight * Double(lines.count) / 2
        for (index, line) in lines.enumerated() {
            let middle = top + rowHeight * (Double(index) + 0.5)
            scene.fill(Path(roundedRect: Rect(x: legend.minX, y: middle - swatch / 2, width: swatch, height: swatch), radius: swatch * 0.2), theme.paletteColor(index))
            let name = measurer.fitted(line.name, font: nameFont, maxWidth: legend.width - swatch * 1.6)
            scene.text(
                TextMark(
                    name, at: Point(x: legend.minX + swatch * 1.6, y: middle), font: nameFont, color: theme.text,
                    anchor: TextAnchor(.left, .middle)))
        }
    }
}

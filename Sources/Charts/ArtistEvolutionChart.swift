import ChartKit

/// A streamgraph: the top artists' listens per period stacked around a centre line, so the
/// river's width is total listening and each band's width that artist's share.
public struct ArtistEvolutionChart: Chart {
    public var data: ArtistEvolutionData
    public var theme: Theme

    public init(data: ArtistEvolutionData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        let totals = data.series.map { "\($0.name) \(NumberFormat.grouped($0.values.reduce(0) { $0 + ($1 ?? 0) }))" }
        return "Listens per period for " + totals.joined(separator: ", ") + "."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        var area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        let periods = data.periodLabels.count
        let series = Array(data.series.prefix(theme.palette.count))
        guard periods > 1, !series.isEmpty else {
            scene.text(TextMark("Not enough periods to show a trend", at: Point(x: area.midX, y: area.midY), font: type.label, color: theme.mutedText, anchor: TextAnchor(.center)))
            return
        }
        let font = type.tick
        let legendFont = type.label
        let rowHeight = measurer.measure("Ag", font: legendFont).height * 1.5
        let legendWidth = min(area.width * 0.3, measurer.maximumWidth(of: series.map(\.name), font: legendFont) + legendFont.size * 1.6)
        let legendArea = Rect(x: area.maxX - legendWidth, y: area.minY, width: legendWidth, height: area.height)
        area = area.inset(right: legendWidth + 24 * k)
        let labelHeight = measurer.measure("Ag", font: font).height
        let plot = area.inset(bottom: labelHeight + 10 * k)

        let value = { (s: Int, p: Int) -> Double in
            let values = series[s].values
            return p < values.count ? Double(max(0, values[p] ?? 0)) : 0
        }
        let totals = (0..<periods).map { p in (0..<series.count).reduce(0.0) { $0 + value($1, p) } }
        let y = LinearScale(domain: (-(totals.max() ?? 1) / 2)...((totals.max() ?? 1) / 2), range: plot.maxY, plot.minY)
        let x = LinearScale(domain: 0...Double(periods - 1), range: plot.minX, plot.maxX)
        var baseline = totals.map { -$0 / 2 }
        for s in 0..<series.count {
            let lower = (0..<periods).map { Point(x: x(Double($0)), y: y(baseline[$0])) }
            let upperValues = (0..<periods).map { baseline[$0] + value(s, $0) }
            let upper = (0..<periods).map { Point(x: x(Double($0)), y: y(upperValues[$0])) }
            var path = Path()
            path.smoothLine(through: upper, moveToFirst: true)
            path.smoothLine(through: lower.reversed(), moveToFirst: false)
            path.close()
            scene.fill(path, theme.paletteColor(s).withAlpha(0.92))
            baseline = upperValues
        }

        let labelWidth = measurer.maximumWidth(of: data.periodLabels, font: font) + 8 * k
        let every = max(1, Int((labelWidth / (plot.width / Double(periods - 1))).rounded(.up)))
        // Every `every`th label, the first set flush left and the last flush right; a label
        // that would run into the one drawn before it is left out.
        var drawnUpTo = -Double.infinity
        for (index, label) in data.periodLabels.enumerated() where index % every == 0 {
            let anchor: TextAnchor.Horizontal = index == 0 ? .left : index == periods - 1 ? .right : .center
            let width = measurer.measure(label, font: font).width
            let left = x(Double(index)) - (anchor == .left ? 0 : anchor == .right ? width : width / 2)
            guard left >= drawnUpTo + 8 * k else { continue }
            drawnUpTo = left + width
            scene.text(TextMark(label, at: Point(x: x(Double(index)), y: plot.maxY + 8 * k), font: font, color: theme.mutedText, anchor: TextAnchor(anchor, .top)))
        }

        let swatch = legendFont.size * 0.9
        let legendTop = legendArea.midY - rowHeight * Double(series.count) / 2
        for (s, item) in series.enumerated() {
            let centerY = legendTop + rowHeight * (Double(s) + 0.5)
            scene.fill(Path(roundedRect: Rect(x: legendArea.minX, y: centerY - swatch / 2, width: swatch, height: swatch), radius: swatch * 0.2), theme.paletteColor(s))
            let name = measurer.fitted(item.name, font: legendFont, maxWidth: legendArea.width - swatch * 1.6)
            scene.text(TextMark(name, at: Point(x: legendArea.minX + swatch * 1.6, y: centerY), font: legendFont, color: theme.text, anchor: TextAnchor(.left, .middle)))
        }
    }
}

import ChartKit

/// A bump chart: rank per period as lines that cross when artists swap places, named at the
/// end where each finished (or at the start for those that dropped out).
public struct RankBumpChart: Chart {
    public var data: RankBumpData
    public var theme: Theme

    public init(data: RankBumpData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        let leaders = data.series.filter { $0.values.last.flatMap { $0 } == 1 }.map(\.name)
        return "Ranks of \(data.series.count) artists over \(data.periodLabels.count) periods" + (leaders.isEmpty ? "." : "; \(leaders[0]) finished first.")
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width)
        let k = type.scale
        let area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        let periods = data.periodLabels.count
        guard periods > 1, !data.series.isEmpty else {
            scene.text(TextMark("Not enough periods to rank", at: Point(x: area.midX, y: area.midY), font: type.label, color: theme.mutedText, anchor: TextAnchor(.center)))
            return
        }
        let font = type.tick
        let nameFont = type.tick
        let labelHeight = measurer.measure("Ag", font: font).height
        let rankWidth = measurer.measure("#\(data.depth)", font: font).width + 10 * k
        let endNames = data.series.map { measurer.measure($0.name, font: nameFont).width }
        let sideWidth = min(area.width * 0.22, (endNames.max() ?? 0) + 12 * k)
        let plot = Rect(x: area.minX + rankWidth + sideWidth, y: area.minY, width: area.width - rankWidth - sideWidth * 2, height: area.height - labelHeight - 12 * k)
        let x = LinearScale(domain: 0...Double(periods - 1), range: plot.minX, plot.maxX)
        let row = BandScale(count: data.depth, range: plot.minY, plot.maxY, padding: 0)

        for rank in 1...data.depth {
            let y = row.center(rank - 1)
            scene.stroke(Path(lineFrom: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y)), theme.grid, lineWidth: 1)
            scene.text(TextMark("#\(rank)", at: Point(x: area.minX, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        }
        let dot = min(row.step * 0.18, 6 * k)
        for (s, series) in data.series.enumerated() {
            let color = theme.paletteColor(s)
            var segment: [Point] = []
            var points: [Point] = []
            func flush() {
                if segment.count > 1 {
                    var path = Path()
                    path.move(to: segment[0])
                    for point in segment.dropFirst() { path.line(to: point) }
                    scene.stroke(path, color, lineWidth: 3 * k)
                }
                segment = []
            }
            for p in 0..<periods {
                guard p < series.values.count, let rank = series.values[p], rank >= 1, rank <= data.depth else {
                    flush()
                    continue
                }
                let point = Point(x: x(Double(p)), y: row.center(rank - 1))
                segment.append(point)
                points.append(point)
            }
            flush()
            for point in points { scene.fill(Path(circleAt: point, radius: dot), color) }
            // Ranks are unique per period, so names placed on the first and last columns never collide.
            if let last = series.values.last.flatMap({ $0 }), last <= data.depth {
                let name = measurer.fitted(series.name, font: nameFont, maxWidth: sideWidth - 12 * k)
                scene.text(TextMark(name, at: Point(x: plot.maxX + 12 * k, y: row.center(last - 1)), font: nameFont, color: theme.text, anchor: TextAnchor(.left, .middle)))
            }
            if let first = series.values.first.flatMap({ $0 }), first <= data.depth {
                let name = measurer.fitted(series.name, font: nameFont, maxWidth: sideWidth - 12 * k)
                scene.text(TextMark(name, at: Point(x: plot.minX - 12 * k, y: row.center(first - 1)), font: nameFont, color: theme.mutedText, anchor: TextAnchor(.right, .middle)))
            }
        }
        let labelWidth = measurer.maximumWidth(of: data.periodLabels, font: font) + 8 * k
        let every = max(1, Int((labelWidth / (plot.width / Double(periods - 1))).rounded(.up)))
        for (index, label) in data.periodLabels.enumerated() where index % every == 0 {
            scene.text(TextMark(label, at: Point(x: x(Double(index)), y: plot.maxY + 8 * k), font: font, color: theme.mutedText, anchor: TextAnchor(.center, .top)))
        }
    }
}

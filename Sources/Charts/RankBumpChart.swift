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

    /// The ranks with a grid line and a label: every rank of a shallow axis; #1 and every
    /// tenth of the depth on a deep one (a hundred labels would overlap).
    var labelledRanks: [Int] {
        guard data.depth > Self.labelEveryRankDepth else { return Array(1...data.depth) }
        let step = max(1, data.depth / 10)
        return [1] + Array(stride(from: step, through: data.depth, by: step))
    }

    /// The deepest axis labelled at every rank.
    static let labelEveryRankDepth = 20

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
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
        let sideWidth = min(area.width * 0.22, (endNames.max() ?? 0) + 12 * k + nameFont.size)
        let plot = Rect(x: area.minX + rankWidth + sideWidth, y: area.minY, width: area.width - rankWidth - sideWidth * 2, height: area.height - labelHeight - 12 * k)
        let x = LinearScale(domain: 0...Double(periods - 1), range: plot.minX, plot.maxX)
        let row = BandScale(count: data.depth, range: plot.minY, plot.maxY, padding: 0)

        for rank in labelledRanks {
            let y = row.center(rank - 1)
            scene.stroke(Path(lineFrom: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y)), theme.grid, lineWidth: 1)
            scene.text(TextMark("#\(rank)", at: Point(x: area.minX, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        }
        // Rows of a deep axis are a few pixels apart: a dot stays bigger than the line through it.
        let dot = min(max(row.step * 0.18, 3 * k), 6 * k)
        // The first and last periods anyone was ranked in (a year still running has empty months).
        let ranked = (0..<periods).filter { p in data.series.contains { p < $0.values.count && $0.values[p] != nil } }
        let firstPeriod = ranked.first
        let lastPeriod = ranked.last
        func finalRank(of series: NamedSeries) -> Int? {
            guard let last = lastPeriod, last < series.values.count, let rank = series.values[last], rank <= data.depth else { return nil }
            return rank
        }
        func lastDrawnRank(of series: NamedSeries) -> Int? {
            series.values.prefix(periods).last { $0.map { $0 >= 1 && $0 <= data.depth } ?? false } ?? nil
        }
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
            if let first = firstPeriod, first < series.values.count, let rank = series.values[first], rank <= data.depth {
                let name = measurer.fitted(series.name, font: nameFont, maxWidth: sideWidth - 12 * k)
                scene.text(TextMark(name, at: Point(x: plot.minX - 12 * k, y: row.center(rank - 1)), font: nameFont, color: theme.mutedText, anchor: TextAnchor(.right, .middle)))
            }
        }
        // Every series is named at the right: at its final rank when it has one, otherwise at
        // the last rank it was drawn at if no other name is there, else in a free row (ranks
        // are unique per period, so the rows never collide), marked with its colour.
        var freeRows = Array(1...data.depth).filter { rank in !data.series.contains { finalRank(of: $0) == rank } }
        for (s, series) in data.series.enumerated() {
            let rank: Int
            let color: Color
            if let final = finalRank(of: series) {
                rank = final
                color = theme.text
            } else if let last = lastDrawnRank(of: series), let free = freeRows.firstIndex(of: last) {
                rank = freeRows.remove(at: free)
                color = theme.mutedText
            } else if !freeRows.isEmpty {
                rank = freeRows.removeFirst()
                color = theme.mutedText
            } else {
                continue
            }
            let y = row.center(rank - 1)
            scene.fill(Path(circleAt: Point(x: plot.maxX + 12 * k + dot, y: y), radius: dot * 0.8), theme.paletteColor(s))
            let name = measurer.fitted(series.name, font: nameFont, maxWidth: sideWidth - 12 * k - dot * 3)
            scene.text(TextMark(name, at: Point(x: plot.maxX + 12 * k + dot * 3, y: y), font: nameFont, color: color, anchor: TextAnchor(.left, .middle)))
        }
        let labelWidth = measurer.maximumWidth(of: data.periodLabels, font: font) + 8 * k
        let every = max(1, Int((labelWidth / (plot.width / Double(periods - 1))).rounded(.up)))
        for (index, label) in data.periodLabels.enumerated() where index % every == 0 {
            scene.text(TextMark(label, at: Point(x: x(Double(index)), y: plot.maxY + 8 * k), font: font, color: theme.mutedText, anchor: TextAnchor(.center, .top)))
        }
    }
}

import ChartKit

/// A top-N list as horizontal bars: rank, name (and artist), a bar, the count, and how far the
/// entry moved since the previous period.
public struct TopBarsChart: Chart {
    public var data: TopBarsChartData
    public var theme: Theme

    public init(data: TopBarsChartData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        let names = data.items.prefix(5).map { "\($0.label) (\($0.valueLabel ?? NumberFormat.grouped($0.count)))" }
        return names.isEmpty ? "No entries." : "Top entries: " + names.joined(separator: ", ") + "."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let content = frame.inset(by: 48 * k)
        let area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: content, theme: theme, typography: type, scene: &scene, measurer: measurer)
        drawRows(in: area, typography: type, scene: &scene, measurer: measurer)
    }

    /// The ranked rows filling `area`, without title or margins; posters place them directly.
    func drawRows(in area: Rect, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        guard !data.items.isEmpty else {
            scene.text(TextMark("Nothing to rank yet", at: Point(x: area.midX, y: area.midY), font: type.label, color: theme.mutedText, anchor: TextAnchor(.center)))
            return
        }
        let labelFont = type.label
        let lineHeight = measurer.measure("Ag", font: labelFont).height
        let maxRows = max(1, Int(area.height / (lineHeight * 1.25)))
        let items = Array(data.items.prefix(maxRows))
        // Rows never spread further apart than four lines: tall frames get a compact list at the top.
        let step = min(area.height / Double(items.count), lineHeight * 4)
        let subFont = type.tick
        let subHeight = measurer.measure("Ag", font: subFont).height
        // The artist of an album or track tells two entries of one name apart, so it is always
        // drawn: under the name when a row has room for two lines, else beside it after a dot.
        let hasSublabels = items.contains { !($0.sublabel ?? "").isEmpty }
        let twoLines = hasSublabels && step >= (lineHeight + subHeight) * 1.1
        let beside = BesideLabel(nameFont: type.label, artistFont: subFont, k: k, measurer: measurer)
        let gap = 14 * k

        let rankFont = type.value
        let rankWidth = measurer.maximumWidth(of: items.indices.map { "\($0 + 1)" }, font: rankFont)
        let counts = items.map { $0.valueLabel ?? NumberFormat.grouped($0.count) }
        let countWidth = measurer.maximumWidth(of: counts, font: type.value)
        let change = RankChangeMark(font: type.tick, theme: theme)
        let changeWidth = data.showsRankChange ? change.columnWidth(for: items.map(\.rankChange), measurer: measurer) : 0

        let labelLeft = area.minX + rankWidth + gap
        let naturalLabelWidth = items.reduce(0.0) { widest, item in
            let name = measurer.measure(item.label, font: labelFont).width
            guard let sublabel = item.sublabel, !sublabel.isEmpty else { return max(widest, name) }
            let artist = measurer.measure(sublabel, font: subFont).width
            return max(widest, twoLines ? max(name, artist) : name + beside.separatorWidth + artist)
        }
        let labelWidth = min(naturalLabelWidth, area.width * (twoLines || !hasSublabels ? 0.36 : 0.44))
        let barLeft = labelLeft + labelWidth + gap
        let changeLeft = area.maxX - changeWidth
        let barMaxWidth = max(0, changeLeft - (data.showsRankChange ? gap * 1.5 : 0) - countWidth - gap * 0.6 - barLeft)
        let maximum = Double(items.map(\.count).max() ?? 1)
        let barThickness = min(step * (twoLines ? 0.5 : 0.62), 30 * k)

        for (index, item) in items.enumerated() {
            let centerY = area.minY + step * (Double(index) + 0.5)
            scene.text(TextMark("\(index + 1)", at: Point(x: area.minX + rankWidth, y: centerY), font: rankFont, color: theme.mutedText, anchor: TextAnchor(.right, .middle)))
            if let sublabel = item.sublabel, !sublabel.isEmpty, !twoLines {
                beside.draw(item.label, sublabel, left: labelLeft, centerY: centerY, maxWidth: labelWidth, theme: theme, scene: &scene)
            } else if let sublabel = item.sublabel, !sublabel.isEmpty {
                // Fallback fonts (CJK, emoji) have taller lines than the Latin "Ag": stack by measured heights.
                let label = measurer.fitted(item.label, font: labelFont, maxWidth: labelWidth)
                let sub = measurer.fitted(sublabel, font: subFont, maxWidth: labelWidth)
                let labelHeight = measurer.measure(label, font: labelFont).height
                let blockTop = centerY - (labelHeight + measurer.measure(sub, font: subFont).height) / 2
                scene.text(TextMark(label, at: Point(x: labelLeft, y: blockTop), font: labelFont, color: theme.text, anchor: TextAnchor(.left, .top)))
                scene.text(TextMark(sub, at: Point(x: labelLeft, y: blockTop + labelHeight), font: subFont, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
            } else {
                let label = measurer.fitted(item.label, font: labelFont, maxWidth: labelWidth)
                scene.text(TextMark(label, at: Point(x: labelLeft, y: centerY), font: labelFont, color: theme.text, anchor: TextAnchor(.left, .middle)))
            }
            let width = max(2 * k, barMaxWidth * Double(item.count) / maximum)
            let bar = Rect(x: barLeft, y: centerY - barThickness / 2, width: width, height: barThickness)
            scene.fill(Path(roundedRect: bar, radius: 4 * k), index == 0 ? theme.accent : theme.accent.withAlpha(0.78))
            scene.text(TextMark(counts[index], at: Point(x: bar.maxX + gap * 0.6, y: centerY), font: type.value, color: theme.text, anchor: TextAnchor(.left, .middle)))
            if data.showsRankChange {
                change.draw(item.rankChange, left: changeLeft, centerY: centerY, scene: &scene)
            }
        }
    }
}

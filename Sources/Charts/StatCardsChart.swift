import ChartKit

/// Headline numbers on cards: listens, time, artists, discoveries, streak.
public struct StatCardsChart: Chart {
    public var data: StatCardsData
    public var theme: Theme
    /// Cards per row; nil picks 3 for up to 6 cards, else 4.
    public var columns: Int?

    public init(data: StatCardsData, theme: Theme = .light, columns: Int? = nil) {
        self.data = data
        self.theme = theme
        self.columns = columns
    }

    public var title: String { data.title }

    public var summary: String {
        data.cards.map { "\($0.label): \($0.value)" }.joined(separator: "; ") + "."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let area = ChartHeader(title: data.title, subtitle: data.subtitle).layout(in: frame.inset(by: 48 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        StatCardsChart.drawCards(data.cards, in: area, columns: columns ?? (data.cards.count <= 3 ? data.cards.count : data.cards.count <= 6 ? 3 : 4), theme: theme, typography: type, scene: &scene, measurer: measurer)
    }

    /// Lays `cards` out in a grid filling `area`; posters use it directly.
    static func drawCards(_ cards: [StatCard], in area: Rect, columns: Int, theme: Theme, typography type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        guard !cards.isEmpty else { return }
        let k = type.scale
        let columns = max(1, columns)
        let rows = (cards.count + columns - 1) / columns
        let gap = 18 * k
        let width = (area.width - gap * Double(columns - 1)) / Double(columns)
        let height = min((area.height - gap * Double(rows - 1)) / Double(rows), width * 0.75)
        for (index, card) in cards.enumerated() {
            let box = Rect(x: area.minX + Double(index % columns) * (width + gap), y: area.minY + Double(index / columns) * (height + gap), width: width, height: height)
            scene.fill(Path(roundedRect: box, radius: 14 * k), theme.surface)
            let inner = box.inset(top: 18 * k, left: 22 * k, bottom: 18 * k, right: 22 * k)
            let labelFont = type.label
            let noteFont = type.tick.bold()
            let labelHeight = measurer.measure("Ag", font: labelFont).height
            let noteHeight = card.note == nil ? 0 : measurer.measure("Ag", font: noteFont).height + 4 * k
            let numberRoom = inner.height - labelHeight - noteHeight - 6 * k
            let numberFont = measurer.shrunk(card.value, font: type.bigNumber.sized(min(type.bigNumber.size, max(numberRoom * 0.8, 10))), maxWidth: inner.width, minimumSize: 10 * k)
            let value = measurer.fitted(card.value, font: numberFont, maxWidth: inner.width)
            let numberHeight = measurer.measure(value, font: numberFont).height
            let blockHeight = numberHeight + 6 * k + labelHeight + noteHeight
            var y = inner.midY - blockHeight / 2
            scene.text(TextMark(value, at: Point(x: inner.minX, y: y), font: numberFont, color: theme.text, anchor: TextAnchor(.left, .top)))
            y += numberHeight + 6 * k
            scene.text(TextMark(measurer.fitted(card.label, font: labelFont, maxWidth: inner.width), at: Point(x: inner.minX, y: y), font: labelFont, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
            if let note = card.note {
                y += labelHeight + 4 * k
                let color = card.trend == .rise ? theme.rise : card.trend == .fall ? theme.fall : theme.mutedText
                scene.text(TextMark(measurer.fitted(note, font: noteFont, maxWidth: inner.width), at: Point(x: inner.minX, y: y), font: noteFont, color: color, anchor: TextAnchor(.left, .top)))
            }
        }
    }
}

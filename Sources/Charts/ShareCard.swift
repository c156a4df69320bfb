import ChartKit

/// A square card of one section of a year review, made to be shared (1080×1080): a heading,
/// a few big numbers, and a ranked list with ▲/▼ leads.
public struct ShareCard: Chart {
    public var data: ShareCardData
    public var theme: Theme
    /// Rows drawn at most; more would be too small to read on a phone.
    public static let maximumRows = 12

    public init(data: ShareCardData, theme: Theme = .light) {
        self.data = data
        self.theme = theme
    }

    public var title: String { data.title }

    public var summary: String {
        let cards = data.cards.map { "\($0.label): \($0.value)" + ($0.note.map { " (\($0))" } ?? "") }
        let rows = data.rows.prefix(Self.maximumRows).map { "\($0.lead) \($0.name) \($0.value)" }
        let parts = cards + rows
        return parts.isEmpty ? data.emptyText : parts.joined(separator: "; ") + "."
    }

    public func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
        let type = Typography(width: frame.width, scale: theme.typeScale)
        let k = type.scale
        let margin = 64 * k
        // An accent band down the left edge marks the card as one of a set.
        scene.fill(Rect(x: frame.minX, y: frame.minY, width: 14 * k, height: frame.height), theme.accent)
        let inner = frame.inset(by: margin)

        let footerFont = type.tick
        let footerHeight = measurer.measure("Ag", font: footerFont).height
        scene.text(
            TextMark(
                measurer.fitted(data.footer, font: footerFont, maxWidth: inner.width), at: Point(x: inner.maxX, y: inner.maxY),
                font: footerFont, color: theme.mutedText, anchor: TextAnchor(.right, .baseline)))

        var area = ChartHeader(title: data.title, subtitle: data.subtitle)
            .layout(in: inner.inset(bottom: footerHeight + 16 * k), theme: theme, typography: type, scene: &scene, measurer: measurer)
        if !data.cards.isEmpty {
            let height = min(240 * k, area.height * 0.4)
            StatCardsChart.drawCards(
                data.cards, in: Rect(x: area.minX, y: area.minY, width: area.width, height: height),
                columns: data.cards.count, theme: theme, typography: type, scene: &scene, measurer: measurer)
            area = area.inset(top: height + 28 * k)
        }
        let rows = Array(data.rows.prefix(Self.maximumRows))
        guard !rows.isEmpty else {
            if !data.emptyText.isEmpty {
                let font = type.label.sized(26 * k)
                for (line, text) in measurer.wrapped(data.emptyText, font: font, maxWidth: area.width, maxLines: 4).enumerated() {
                    scene.text(
                        TextMark(text, at: Point(x: area.minX, y: area.minY + Double(line) * font.size * 1.4), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
                }
            }
            return
        }
        drawRows(rows, in: area, type: type, scene: &scene, measurer: measurer)
    }

    private func drawRows(_ rows: [ShareCardRow], in area: Rect, type: Typography, scene: inout Scene, measurer: any TextMeasurer) {
        let k = type.scale
        // Rows keep the height of a full list, so a short list sits at the top, not spread out.
        let slot = min(area.height / Double(max(rows.count, 5)), 96 * k)
        let hasDetails = rows.contains { $0.detail != nil }
        let nameFont = Font(size: min(30 * k, slot * (hasDetails ? 0.34 : 0.45)), weight: .bold)
        let detailFont = type.label.sized(min(21 * k, slot * 0.26))
        let leadFont = Font(size: nameFont.size * 0.9, weight: .bold)
        let valueFont = Font(size: nameFont.size * 0.9, weight: .bold)
        let leadWidth = rows.map { measurer.measure($0.lead, font: leadFont).width }.max().map { min($0, area.width * 0.25) } ?? 0
        let valueWidth = rows.map { measurer.measure($0.value, font: valueFont).width }.max().map { min($0, area.width * 0.3) } ?? 0
        let gap = 22 * k
        let nameX = area.minX + leadWidth + gap
        let nameWidth = max(area.maxX - valueWidth - gap - nameX, 10)
        for (index, row) in rows.enumerated() {
            let top = area.minY + Double(index) * slot
            if index % 2 == 0 {
                scene.fill(Path(roundedRect: Rect(x: area.minX - 12 * k, y: top, width: area.width + 24 * k, height: slot - 4 * k), radius: 8 * k), theme.surface)
            }
            let middle = top + (slot - 4 * k) / 2
            let leadColor = row.trend == .rise ? theme.rise : row.trend == .fall ? theme.fall : theme.mutedText
            scene.text(
                TextMark(measurer.fitted(row.lead, font: leadFont, maxWidth: leadWidth), at: Point(x: area.minX, y: middle), font: leadFont, color: leadColor, anchor: TextAnchor(.left, .middle)))
            scene.text(
                TextMark(measurer.fitted(row.value, font: valueFont, maxWidth: valueWidth), at: Point(x: area.maxX, y: middle), font: valueFont, color: theme.text, anchor: TextAnchor(.right, .middle)))
            let name = measurer.fitted(row.name, font: nameFont, maxWidth: nameWidth)
            if let detail = row.detail, !detail.isEmpty {
                let nameHeight = measurer.measure(name, font: nameFont).height
                let detailHeight = measurer.measure("Ag", font: detailFont).height
                let blockTop = middle - (nameHeight + 2 * k + detailHeight) / 2
                scene.text(TextMark(name, at: Point(x: nameX, y: blockTop), font: nameFont, color: theme.text, anchor: TextAnchor(.left, .top)))
                scene.text(
                    TextMark(measurer.fitted(detail, font: detailFont, maxWidth: nameWidth), at: Point(x: nameX, y: blockTop + nameHeight + 2 * k), font: detailFont, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
            } else {
                scene.text(TextMark(name, at: Point(x: nameX, y: middle), font: nameFont, color: theme.text, anchor: TextAnchor(.left, .middle)))
            }
        }
    }
}

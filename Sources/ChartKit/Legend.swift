/// Legends: a row of swatches with labels, or a "less … more" colour ramp.
public enum Legend {
    /// Draws `items` in a row ending at `right` (vertically centred on `y`); returns the row's width.
    @discardableResult
    public static func swatches(_ items: [LegendItem], right: Double, y: Double, font: Font, theme: Theme, scene: inout Scene, measurer: any TextMeasurer) -> Double {
        let swatch = font.size * 0.9
        let gap = font.size * 0.45
        let spacing = font.size * 1.3
        let widths = items.map { swatch + gap + measurer.measure($0.label, font: font).width }
        let total = widths.reduce(0, +) + spacing * Double(max(items.count - 1, 0))
        var x = right - total
        for (item, width) in zip(items, widths) {
            scene.fill(Path(roundedRect: Rect(x: x, y: y - swatch / 2, width: swatch, height: swatch), radius: swatch * 0.2), item.color)
            scene.text(TextMark(item.label, at: Point(x: x + swatch + gap, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
            x += width + spacing
        }
        return total
    }

    /// Draws "Less ■■■■■ More" ending at `right`, centred on `y`; returns its width.
    @discardableResult
    public static func ramp(colors: [Color], lowLabel: String, highLabel: String, right: Double, y: Double, cell: Double, font: Font, theme: Theme, scene: inout Scene, measurer: any TextMeasurer) -> Double {
        let gap = cell * 0.25
        let highWidth = measurer.measure(highLabel, font: font).width
        let lowWidth = measurer.measure(lowLabel, font: font).width
        let cellsWidth = Double(colors.count) * cell + Double(max(colors.count - 1, 0)) * gap
        let total = lowWidth + gap * 2 + cellsWidth + gap * 2 + highWidth
        var x = right - total
        scene.text(TextMark(lowLabel, at: Point(x: x, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        x += lowWidth + gap * 2
        for color in colors {
            scene.fill(Path(roundedRect: Rect(x: x, y: y - cell / 2, width: cell, height: cell), radius: cell * 0.2), color)
            x += cell + gap
        }
        x += gap
        scene.text(TextMark(highLabel, at: Point(x: x, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
        return total
    }
}

import ChartKit

/// The little "▲3 / ▼2 / new / =" mark beside a ranked entry; triangles are drawn as paths so
/// they never depend on a font having the glyph.
struct RankChangeMark {
    var font: Font
    var theme: Theme

    private var triangle: Double { font.size * 0.7 }
    private var gap: Double { font.size * 0.3 }

    func text(for change: Int?) -> String {
        guard let change else { return "new" }
        return change == 0 ? "=" : "\(abs(change))"
    }

    func columnWidth(for changes: [Int?], measurer: any TextMeasurer) -> Double {
        changes.reduce(0.0) { widest, change in
            let textWidth = measurer.measure(text(for: change), font: font).width
            let markWidth = (change ?? 0) == 0 ? textWidth : triangle + gap + textWidth
            return max(widest, markWidth)
        }
    }

    func draw(_ change: Int?, left: Double, centerY: Double, scene: inout Scene) {
        guard let change else {
            scene.text(TextMark("new", at: Point(x: left, y: centerY), font: font.bold(), color: theme.accent, anchor: TextAnchor(.left, .middle)))
            return
        }
        guard change != 0 else {
            scene.text(TextMark("=", at: Point(x: left, y: centerY), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .middle)))
            return
        }
        let half = triangle / 2
        var path = Path()
        if change > 0 {
            path.move(to: Point(x: left, y: centerY + half * 0.8))
            path.line(to: Point(x: left + triangle, y: centerY + half * 0.8))
            path.line(to: Point(x: left + half, y: centerY - half * 0.9))
        } else {
            path.move(to: Point(x: left, y: centerY - half * 0.8))
            path.line(to: Point(x: left + triangle, y: centerY - half * 0.8))
            path.line(to: Point(x: left + half, y: centerY + half * 0.9))
        }
        path.close()
        let color = change > 0 ? theme.rise : theme.fall
        scene.fill(path, color)
        scene.text(TextMark(text(for: change), at: Point(x: left + triangle + gap, y: centerY), font: font, color: color, anchor: TextAnchor(.left, .middle)))
    }
}

/// The title and subtitle block at the top of a chart.
public struct ChartHeader: Hashable, Sendable {
    public var title: String
    public var subtitle: String?

    public init(title: String, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
    }

    /// Draws the header at the top of `frame` and returns the area left below it.
    /// A theme that draws no header (a page's) leaves the frame whole.
    public func layout(in frame: Rect, theme: Theme, typography: Typography, scene: inout Scene, measurer: any TextMeasurer) -> Rect {
        guard theme.drawsHeader, !title.isEmpty || !(subtitle ?? "").isEmpty else { return frame }
        var y = frame.minY
        let titleFont = typography.title
        let titleText = measurer.fitted(title, font: titleFont, maxWidth: frame.width)
        scene.text(TextMark(titleText, at: Point(x: frame.minX, y: y), font: titleFont, color: theme.text, anchor: TextAnchor(.left, .top)))
        y += measurer.measure(titleText, font: titleFont).height
        if let subtitle, !subtitle.isEmpty {
            y += 4 * typography.scale
            let font = typography.subtitle
            let text = measurer.fitted(subtitle, font: font, maxWidth: frame.width)
            scene.text(TextMark(text, at: Point(x: frame.minX, y: y), font: font, color: theme.mutedText, anchor: TextAnchor(.left, .top)))
            y += measurer.measure(text, font: font).height
        }
        y += 22 * typography.scale
        return frame.inset(top: y - frame.minY)
    }
}

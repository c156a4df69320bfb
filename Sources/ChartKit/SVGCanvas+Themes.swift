extension SVGCanvas {
    /// Writes `base` as one document that shows `alternate`'s colours when the reader's colour
    /// scheme is `alternate`'s theme (`@media (prefers-color-scheme: …)` in its own `<style>`),
    /// instead of a page carrying the chart twice, once per theme. Both scenes must be the same
    /// chart in two themes: the same items with the same geometry and text, differing only in
    /// colour; when they differ in anything else nothing is drawn and this returns false.
    ///
    /// The base theme's colours stay plain attributes (a viewer without CSS shows the base
    /// theme). `scope` (letters, digits, `-`, `_`), written as the `<svg>`'s `data-chart`,
    /// confines the rules to this chart: a page's inline SVGs share one set of style sheets. A
    /// chart that is a document of its own (a file, or an image on a page) needs none: nil.
    public func drawThemed(_ base: Scene, alternate: Scene, scheme: String, scope: String?) -> Bool {
        guard base.size == alternate.size, base.title == alternate.title, base.summary == alternate.summary,
            let style = SVGThemeStyle(base: base, alternate: alternate, scheme: scheme, scope: scope)
        else { return false }
        themeStyle = style
        reusesShapes = scope == nil
        twin = alternate.background
        begin(size: base.size, background: base.background, title: base.title, summary: base.summary)
        drawPairs(base.items, alternate.items)
        twin = nil
        return true
    }

    /// Draws `items` with each one's colour in the other theme, from `twins`, at hand.
    private func drawPairs(_ items: [SceneItem], _ twins: [SceneItem]) {
        for (item, other) in zip(items, twins) {
            switch (item, other) {
            case (.fill(let path, let color), .fill(_, let twinColor)):
                twin = twinColor
                fill(path, color: color)
            case (.stroke(let path, let color, let lineWidth), .stroke(_, let twinColor, _)):
                twin = twinColor
                stroke(path, color: color, lineWidth: lineWidth)
            case (.text(let mark), .text(let twinMark)):
                twin = twinMark.color
                draw(mark)
            case (.clipped(let rect, let children), .clipped(_, let twinChildren)):
                pushClip(rect)
                drawPairs(children, twinChildren)
                popClip()
            case (.image(let file, let rect, let fallback), .image(_, _, let twinFallback)):
                if !drawImage(file: file, in: rect) { drawPairs(fallback, twinFallback) }
            default:
                // SVGThemeStyle checked that both scenes have the same items.
                continue
            }
        }
    }
}

/// A drawing surface: the narrow contract every output format implements.
///
/// Canvases draw primitives and measure text; they know nothing about charts.
public protocol Canvas: TextMeasurer {
    /// Starts a drawing of `size`, painted with `background`, described by `title` and `summary`.
    func begin(size: ChartSize, background: Color, title: String, summary: String)
    func fill(_ path: Path, color: Color)
    func stroke(_ path: Path, color: Color, lineWidth: Double)
    func draw(_ text: TextMark)
    /// Restricts drawing to `rect` until the matching `popClip()`.
    func pushClip(_ rect: Rect)
    func popClip()
    /// Draws the picture in `file` scaled to cover `rect`; false when it cannot be loaded.
    func drawImage(file: String, in rect: Rect) -> Bool
}

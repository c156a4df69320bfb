/// A canvas that writes down what it is asked to draw, as text, for snapshot tests and for
/// checking layouts (every text's box is kept).
public final class RecordingCanvas: Canvas {
    /// One recorded text: its string and the box it covers.
    public struct RecordedText: Hashable, Sendable {
        public var text: String
        public var box: Rect
    }

    private let measurer: any TextMeasurer
    public private(set) var lines: [String] = []
    public private(set) var texts: [RecordedText] = []
    public private(set) var size = ChartSize(width: 0, height: 0)

    public init(measurer: any TextMeasurer = EstimatedTextMeasurer()) {
        self.measurer = measurer
    }

    /// The recording, one primitive a line.
    public var transcript: String { lines.joined(separator: "\n") + "\n" }

    public func measure(_ text: String, font: Font) -> TextExtent {
        measurer.measure(text, font: font)
    }

    public func begin(size: ChartSize, background: Color, title: String, summary: String) {
        self.size = size
        lines = ["begin \(size.width.compactDecimal)x\(size.height.compactDecimal) \(background.hexString)",
                 "title \(title)", "summary \(summary)"]
        texts = []
    }

    public func fill(_ path: Path, color: Color) {
        lines.append("fill \(describe(path.bounds)) \(describe(color))")
    }

    public func stroke(_ path: Path, color: Color, lineWidth: Double) {
        lines.append("stroke \(describe(path.bounds)) \(describe(color)) w\(lineWidth.compactDecimal)")
    }

    public func draw(_ text: TextMark) {
        let box = text.box(for: measurer.measure(text.text, font: text.font))
        texts.append(RecordedText(text: text.text, box: box))
        let weight = text.font.weight == .bold ? " bold" : ""
        lines.append("text \"\(text.text)\" \(describe(box)) \(text.font.size.compactDecimal)\(weight) \(describe(text.color))")
    }

    public func pushClip(_ rect: Rect) { lines.append("clip \(describe(rect))") }
    public func popClip() { lines.append("unclip") }

    public func drawImage(file: String, in rect: Rect) -> Bool {
        lines.append("image \(file) \(describe(rect))")
        return false
    }

    private func describe(_ rect: Rect) -> String {
        "\(rect.x.compactDecimal),\(rect.y.compactDecimal) \(rect.width.compactDecimal)x\(rect.height.compactDecimal)"
    }

    private func describe(_ color: Color) -> String {
        color.alpha < 1 ? color.hexString + "@" + color.alpha.compactDecimal : color.hexString
    }
}

/// A chart laid out as primitives, ready for any canvas: the seam between charts and surfaces.
public struct Scene: Hashable, Sendable {
    public var size: ChartSize
    public var background: Color
    /// A short name of what the chart shows, for `<title>` and PDF metadata.
    public var title: String
    /// A sentence describing the data, for `<desc>` and screen readers.
    public var summary: String
    public private(set) var items: [SceneItem] = []

    public init(size: ChartSize, background: Color, title: String, summary: String) {
        self.size = size
        self.background = background
        self.title = title
        self.summary = summary
    }

    public mutating func add(_ item: SceneItem) { items.append(item) }
    public mutating func add(contentsOf items: [SceneItem]) { self.items.append(contentsOf: items) }

    public mutating func fill(_ path: Path, _ color: Color) { items.append(.fill(path, color)) }
    public mutating func fill(_ rect: Rect, _ color: Color) { items.append(.fill(Path(rect: rect), color)) }
    public mutating func stroke(_ path: Path, _ color: Color, lineWidth: Double = 1) {
        items.append(.stroke(path, color, lineWidth: lineWidth))
    }
    public mutating func text(_ mark: TextMark) { items.append(.text(mark)) }

    /// Draws the scene's items in order on `canvas`.
    public func draw(on canvas: some Canvas) {
        canvas.begin(size: size, background: background, title: title, summary: summary)
        for item in items { Scene.draw(item, on: canvas) }
    }

    private static func draw(_ item: SceneItem, on canvas: some Canvas) {
        switch item {
        case .fill(let path, let color):
            canvas.fill(path, color: color)
        case .stroke(let path, let color, let lineWidth):
            canvas.stroke(path, color: color, lineWidth: lineWidth)
        case .text(let mark):
            canvas.draw(mark)
        case .clipped(let rect, let children):
            canvas.pushClip(rect)
            for child in children { draw(child, on: canvas) }
            canvas.popClip()
        case .image(let file, let rect, let fallback):
            if !canvas.drawImage(file: file, in: rect) {
                for child in fallback { draw(child, on: canvas) }
            }
        }
    }
}

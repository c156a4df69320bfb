/// A single line of text placed on a chart.
public struct TextMark: Hashable, Sendable {
    public var text: String
    public var position: Point
    public var font: Font
    public var color: Color
    public var anchor: TextAnchor

    public init(_ text: String, at position: Point, font: Font, color: Color, anchor: TextAnchor = TextAnchor(.left)) {
        self.text = text
        self.position = position
        self.font = font
        self.color = color
        self.anchor = anchor
    }

    /// The box the text occupies once drawn, given its measured extent.
    public func box(for extent: TextExtent) -> Rect {
        let left: Double
        switch anchor.horizontal {
        case .left: left = position.x
        case .center: left = position.x - extent.width / 2
        case .right: left = position.x - extent.width
        }
        let top: Double
        switch anchor.vertical {
        case .top: top = position.y
        case .middle: top = position.y - extent.height / 2
        case .baseline: top = position.y - extent.ascent
        }
        return Rect(x: left, y: top, width: extent.width, height: extent.height)
    }
}

/// Which point of a text's box sits at the position it is drawn at.
public struct TextAnchor: Hashable, Sendable {
    /// Horizontal placement, in reading-independent terms (left edge, centre, right edge).
    public enum Horizontal: String, Hashable, Sendable {
        case left, center, right
    }

    /// Vertical placement: top of the line box, its middle, or the baseline.
    public enum Vertical: String, Hashable, Sendable {
        case top, middle, baseline
    }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(_ horizontal: Horizontal, _ vertical: Vertical = .middle) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

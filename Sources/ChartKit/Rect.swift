/// An axis-aligned rectangle on a chart: a plot area, a bar, the box of a label.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(size: ChartSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The rectangle shrunk by the given amounts on each side.
    public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    public func inset(by amount: Double) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX - 1e-9 && other.minX < maxX - 1e-9
            && minY < other.maxY - 1e-9 && other.minY < maxY - 1e-9
    }

    /// Whether `other` lies wholly inside this rectangle.
    public func contains(_ other: Rect, tolerance: Double = 0.5) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// Splits off a slice of `amount` from the top, returning (slice, rest).
    public func slicedTop(_ amount: Double) -> (slice: Rect, rest: Rect) {
        let amount = min(max(0, amount), height)
        return (Rect(x: x, y: y, width: width, height: amount), inset(top: amount))
    }

    /// Splits off a slice of `amount` from the bottom, returning (slice, rest).
    public func slicedBottom(_ amount: Double) -> (slice: Rect, rest: Rect) {
        let amount = min(max(0, amount), height)
        return (Rect(x: x, y: maxY - amount, width: width, height: amount), inset(bottom: amount))
    }
}

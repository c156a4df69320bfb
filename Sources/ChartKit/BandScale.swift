/// Splits a range into equal bands, one per category, with gaps between them.
public struct BandScale: Hashable, Sendable {
    public var count: Int
    public var rangeStart: Double
    public var rangeEnd: Double
    /// The gap between bands as a fraction of the step.
    public var padding: Double

    public init(count: Int, range rangeStart: Double, _ rangeEnd: Double, padding: Double = 0.2) {
        self.count = max(count, 1)
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.padding = padding
    }

    /// The distance from one band's start to the next.
    public var step: Double { (rangeEnd - rangeStart) / Double(count) }
    public var bandwidth: Double { step * (1 - padding) }

    public func start(_ index: Int) -> Double { rangeStart + step * Double(index) + step * padding / 2 }
    public func center(_ index: Int) -> Double { start(index) + bandwidth / 2 }
}

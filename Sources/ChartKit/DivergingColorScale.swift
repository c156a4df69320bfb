/// Maps signed changes to colours: `fall` below zero, `rise` above, neutral at zero.
public struct DivergingColorScale: Hashable, Sendable {
    public var fall: Color
    public var neutral: Color
    public var rise: Color
    /// The magnitude that reaches the full colour.
    public var extent: Double

    public init(fall: Color, neutral: Color, rise: Color, extent: Double) {
        self.fall = fall
        self.neutral = neutral
        self.rise = rise
        self.extent = max(extent, 1e-9)
    }

    public func color(for value: Double) -> Color {
        let t = min(abs(value) / extent, 1)
        return value < 0 ? neutral.mixed(with: fall, fraction: t) : neutral.mixed(with: rise, fraction: t)
    }
}

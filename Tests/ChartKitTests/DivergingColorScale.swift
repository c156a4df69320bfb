import ChartKit

/// Maps signed changes to colours: `fall` below zero, `rise` above, neutral at zero.
struct DivergingColorScale: Hashable, Sendable {
    var fall: Color
    var neutral: Color
    var rise: Color
    /// The magnitude that reaches the full colour.
    var extent: Double

    init(fall: Color, neutral: Color, rise: Color, extent: Double) {
        self.fall = fall
        self.neutral = neutral
        self.rise = rise
        self.extent = max(extent, 1e-9)
    }

    func color(for value: Double) -> Color {
        let t = min(abs(value) / extent, 1)
        return value < 0 ? neutral.mixed(with: fall, fraction: t) : neutral.mixed(with: rise, fraction: t)
    }
}

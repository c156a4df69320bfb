import Foundation

/// Round tick values (1, 2, 5 × 10ⁿ steps) covering a domain.
public enum Ticks {
    /// About `count` round values from at or below `lower` to at or above `upper`.
    public static func nice(from lower: Double, to upper: Double, count: Int) -> [Double] {
        guard upper > lower, count > 0 else { return [lower] }
        let step = niceStep(for: (upper - lower) / Double(count))
        let first = (lower / step).rounded(.down) * step
        let last = (upper / step).rounded(.up) * step
        var values: [Double] = []
        var index = 0.0
        while first + index * step <= last + step * 1e-9 {
            values.append(first + index * step)
            index += 1
        }
        return values
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at least `rough`.
    public static func niceStep(for rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let residual = rough / magnitude
        let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
        return factor * magnitude
    }
}

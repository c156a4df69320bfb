import Foundation

/// Maps counts to colours of a ramp: zero gets the ramp's first ("empty") colour and any
/// positive count a visibly filled one, on a log or quantile scale so one binge day does not
/// wash out the rest.
public struct SequentialColorScale: Hashable, Sendable {
    /// How counts are spread over the ramp.
    public enum Mapping: Hashable, Sendable {
        case linear
        case logarithmic
        /// Equal-population classes from the positive values (the thresholds are kept).
        case quantile(thresholds: [Double])
    }

    public var ramp: ColorRamp
    public var maximum: Double
    public var mapping: Mapping

    public init(ramp: ColorRamp, maximum: Double, mapping: Mapping) {
        self.ramp = ramp
        self.maximum = max(maximum, 1)
        self.mapping = mapping
    }

    /// Quantile classes computed from `values` (zeros excluded), `classes` of them.
    public static func quantiles(of values: [Double], ramp: ColorRamp, classes: Int = 4) -> SequentialColorScale {
        let positive = values.filter { $0 > 0 }.sorted()
        var thresholds: [Double] = []
        if !positive.isEmpty {
            for k in 1..<classes {
                let index = min(positive.count - 1, positive.count * k / classes)
                thresholds.append(positive[index])
            }
        }
        return SequentialColorScale(ramp: ramp, maximum: positive.last ?? 1, mapping: .quantile(thresholds: thresholds))
    }

    /// Where `value` falls on the ramp, 0 for nothing, otherwise in (0, 1].
    public func position(of value: Double) -> Double {
        guard value > 0 else { return 0 }
        let floor = 0.18
        switch mapping {
        case .linear:
            return floor + (1 - floor) * min(value / maximum, 1)
        case .logarithmic:
            return floor + (1 - floor) * min(log1p(value) / log1p(maximum), 1)
        case .quantile(let thresholds):
            let classIndex = thresholds.filter { value >= $0 }.count
            return floor + (1 - floor) * Double(classIndex) / Double(max(thresholds.count, 1))
        }
    }

    public func color(for value: Double) -> Color {
        ramp.color(at: position(of: value))
    }
}

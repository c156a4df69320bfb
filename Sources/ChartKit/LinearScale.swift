import Foundation

/// Maps a continuous domain onto a range of positions.
public struct LinearScale: Hashable, Sendable {
    public var domain: ClosedRange<Double>
    public var rangeStart: Double
    public var rangeEnd: Double

    public init(domain: ClosedRange<Double>, range rangeStart: Double, _ rangeEnd: Double) {
        self.domain = domain
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
    }

    public func callAsFunction(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0 else { return rangeStart }
        return rangeStart + (value - domain.lowerBound) / span * (rangeEnd - rangeStart)
    }

    /// The scale with its domain widened to round tick values.
    public func niced(tickCount: Int = 5) -> LinearScale {
        let ticks = Ticks.nice(from: domain.lowerBound, to: domain.upperBound, count: tickCount)
        guard let first = ticks.first, let last = ticks.last, last > first else { return self }
        return LinearScale(domain: min(first, domain.lowerBound)...max(last, domain.upperBound), range: rangeStart, rangeEnd)
    }

    public func ticks(count: Int = 5) -> [Double] {
        Ticks.nice(from: domain.lowerBound, to: domain.upperBound, count: count)
    }
}

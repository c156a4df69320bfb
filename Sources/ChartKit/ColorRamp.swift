/// A sequential colour ramp: evenly spaced stops, interpolated in linear light.
public struct ColorRamp: Hashable, Sendable {
    public var stops: [Color]

    public init(_ stops: [Color]) {
        precondition(stops.count >= 2, "a ramp needs two stops")
        self.stops = stops
    }

    /// The colour at `t` in 0…1.
    public func color(at t: Double) -> Color {
        let clamped = min(max(t.isFinite ? t : 0, 0), 1)
        let position = clamped * Double(stops.count - 1)
        let index = min(Int(position), stops.count - 2)
        return stops[index].mixed(with: stops[index + 1], fraction: position - Double(index))
    }
}

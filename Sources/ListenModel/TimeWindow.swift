/// A half-open span of time, `start <= t < end`, in seconds since the epoch.
public struct TimeWindow: Hashable, Sendable, Codable {
    public var start: Int64
    public var end: Int64

    public init(start: Int64, end: Int64) {
        precondition(start <= end, "a window must not end before it starts")
        self.start = start
        self.end = end
    }

    public func contains(_ time: Int64) -> Bool { start <= time && time < end }
    public var duration: Int64 { end - start }
}

extension TimeWindow {
    /// The window's first and last wall-clock day on `clock`; nil when it is empty.
    /// ListenBrainz's windows include their end second, a midnight: that second does not make
    /// a day of its own.
    public func days(on clock: WallClock) -> DaySpan? {
        guard end > start else { return nil }
        var last = end - 1
        if last > start && clock.secondOfDay(at: last) == 0 { last -= 1 }
        return DaySpan(first: clock.day(at: start), last: clock.day(at: last))
    }
}

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

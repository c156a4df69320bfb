/// One bar of listening activity: the listens between `fromTS` and `toTS` (both inclusive,
/// as ListenBrainz reports them).
public struct ActivityBucket: Hashable, Sendable, Codable {
    public var fromTS: Int64
    public var toTS: Int64
    /// ListenBrainz's label, e.g. "Monday 27 April 2020", "January 2019", "2019".
    public var timeRange: String
    public var listenCount: Int

    public init(fromTS: Int64, toTS: Int64, timeRange: String, listenCount: Int) {
        self.fromTS = fromTS
        self.toTS = toTS
        self.timeRange = timeRange
        self.listenCount = listenCount
    }
}

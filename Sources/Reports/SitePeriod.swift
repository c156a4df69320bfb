/// One report a site publishes, with a fingerprint of everything its statistics depend on.
public struct SitePeriod: Hashable, Sendable, Codable {
    public var period: ReportPeriod
    /// Changes whenever the report's data could change (e.g. a digest of every listen up to the
    /// period's end: discoveries and streaks look back). Equal fingerprints skip the rebuild.
    public var fingerprint: String
    /// The newest listen in the period: the feed's "updated" time, taken from data, not a clock.
    public var lastListenAt: Int64
    public var listenCount: Int

    public init(period: ReportPeriod, fingerprint: String, lastListenAt: Int64, listenCount: Int) {
        self.period = period
        self.fingerprint = fingerprint
        self.lastListenAt = lastListenAt
        self.listenCount = listenCount
    }
}

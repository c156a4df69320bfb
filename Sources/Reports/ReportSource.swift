/// Where a report's numbers come from: the stored listens, counted by listenstats, or the
/// statistics ListenBrainz computed, for a listener who has not synced their listens.
public enum ReportSource: Sendable, Hashable {
    case local
    /// ListenBrainz's statistics as it last computed them (`lastUpdated`, when it says) and
    /// as they were fetched (`fetchedAt`), both seconds since the epoch.
    case listenBrainz(lastUpdated: Int64?, fetchedAt: Int64)

    public var isLocal: Bool { self == .local }
}

/// A value downloaded from ListenBrainz and when it was fetched, as the store keeps it.
public struct FetchedServerValue<Value: Sendable>: Sendable {
    public var value: Value
    /// Seconds since the epoch.
    public var fetchedAt: Int64

    public init(value: Value, fetchedAt: Int64) {
        self.value = value
        self.fetchedAt = fetchedAt
    }
}

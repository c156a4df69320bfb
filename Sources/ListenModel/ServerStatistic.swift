/// A statistic ListenBrainz computed for a user and a range, as fetched from its API.
public struct ServerStatistic: Hashable, Sendable, Codable {
    /// The user name the server reports (its `user_id` field).
    public var user: String
    public var range: StatRange
    /// The span the server counted, when it says (`from_ts`, `to_ts`).
    public var fromTS: Int64?
    public var toTS: Int64?
    /// When the server last computed it, seconds since the epoch.
    public var lastUpdated: Int64?
    public var content: ServerStatContent

    public init(
        user: String, range: StatRange, fromTS: Int64? = nil, toTS: Int64? = nil, lastUpdated: Int64? = nil,
        content: ServerStatContent
    ) {
        self.user = user
        self.range = range
        self.fromTS = fromTS
        self.toTS = toTS
        self.lastUpdated = lastUpdated
        self.content = content
    }

    public var kind: ServerStatKind { content.kind }
}

/// One play of a track by one user at one moment.
public struct Listen: Hashable, Sendable, Codable {
    /// Seconds since 1970-01-01 00:00 UTC. ListenBrainz keeps whole seconds.
    public var listenedAt: Int64
    public var track: Track
    /// How long the track lasts (or, for Spotify, how long it played), when known.
    public var durationMs: Int?
    public var source: ListenSource

    public init(listenedAt: Int64, track: Track, durationMs: Int? = nil, source: ListenSource) {
        self.listenedAt = listenedAt
        self.track = track
        self.durationMs = durationMs
        self.source = source
    }
}

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

extension Listen {
    /// The times a listen may have: 1970 to the end of 9999, the years the calendar code
    /// counts in. A time outside, from a file or a server, is damage, and day arithmetic on
    /// it would overflow.
    public static let plausibleTimes: ClosedRange<Int64> = 0...253_402_300_799
}

extension Listen {
    /// The longest play a listen may claim (a day). Longer values in a file or from a server
    /// are damage, and summing a few of them would overflow a listening-time total.
    public static let longestDurationMs: Int64 = 86_400_000

    /// `milliseconds` as a listen's duration: nil when unknown, not positive, or longer than
    /// `longestDurationMs`.
    public static func plausibleDuration(milliseconds: Int64?) -> Int? {
        guard let milliseconds, milliseconds > 0, milliseconds <= longestDurationMs else { return nil }
        return Int(milliseconds)
    }

    /// `seconds` in milliseconds, or nil when that is not a plausible duration (this also
    /// keeps the multiplication from overflowing).
    public static func plausibleDuration(seconds: Int64?) -> Int? {
        guard let seconds, seconds > 0, seconds <= longestDurationMs / 1000 else { return nil }
        return Int(seconds * 1000)
    }
}

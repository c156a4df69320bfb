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

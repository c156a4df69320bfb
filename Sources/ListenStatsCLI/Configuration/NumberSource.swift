import ArgumentParser

/// Where a user's report numbers come from, as `--source` and the config's `source:` name it.
enum NumberSource: String, Sendable, CaseIterable {
    /// The stored listens, counted by listenstats in the user's time zone.
    case local
    /// ListenBrainz's own statistics and Year in Music, as `sync --stats` stored them: for a
    /// listener who does not sync every listen.
    case listenbrainz

    /// `--source`'s value, else the configured user's `source:`, else local.
    static func resolve(flag: String?, user: UserConfiguration?) -> NumberSource {
        flag.flatMap(NumberSource.init(rawValue:)) ?? user?.source ?? .local
    }

    /// The message for a `--source` value that is neither.
    static func validate(flag: String?) throws {
        if let flag, NumberSource(rawValue: flag) == nil {
            throw ValidationError("--source must be local or listenbrainz, not '\(flag)'")
        }
    }
}

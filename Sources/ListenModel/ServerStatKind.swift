/// The statistics ListenBrainz computes on its side, named as its API paths name them.
public enum ServerStatKind: String, Sendable, Codable, CaseIterable, Comparable {
    case artists
    case releases
    case releaseGroups = "release-groups"
    case recordings
    case listeningActivity = "listening-activity"
    case dailyActivity = "daily-activity"
    case artistMap = "artist-map"
    case artistEvolution = "artist-evolution-activity"
    case eraActivity = "era-activity"
    case genreActivity = "genre-activity"
    case artistActivity = "artist-activity"

    /// Whether the list is paged with `count` and `offset` (the top lists).
    public var isPaged: Bool {
        switch self {
        case .artists, .releases, .releaseGroups, .recordings: true
        default: false
        }
    }

    public static func < (lhs: ServerStatKind, rhs: ServerStatKind) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The entries of one server statistic, by kind.
public enum ServerStatContent: Hashable, Sendable, Codable {
    /// Top artists, and how many distinct artists the range had in all.
    case artists([ArtistCount], total: Int?)
    case releases([ReleaseCount], total: Int?)
    case releaseGroups([ReleaseCount], total: Int?)
    case recordings([RecordingCount], total: Int?)
    /// Buckets in ascending order, zero buckets included.
    case listeningActivity([ActivityBucket])
    /// Listens per weekday and hour, in UTC as ListenBrainz counts them.
    case dailyActivity(HourWeekdayGrid)
    case artistMap([ArtistMapEntry])
    case artistEvolution([ArtistEvolutionEntry])
    /// Listens per release year.
    case eraActivity([YearListenCount])
    case genreActivity([GenreHourCount])
    case artistActivity([ArtistActivityEntry])

    public var kind: ServerStatKind {
        switch self {
        case .artists: .artists
        case .releases: .releases
        case .releaseGroups: .releaseGroups
        case .recordings: .recordings
        case .listeningActivity: .listeningActivity
        case .dailyActivity: .dailyActivity
        case .artistMap: .artistMap
        case .artistEvolution: .artistEvolution
        case .eraActivity: .eraActivity
        case .genreActivity: .genreActivity
        case .artistActivity: .artistActivity
        }
    }
}

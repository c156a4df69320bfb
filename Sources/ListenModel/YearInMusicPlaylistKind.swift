/// The playlists ListenBrainz makes for a user's Year in Music, by the key it files them under
/// (`playlist-<raw value>-for-year`).
public enum YearInMusicPlaylistKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Recordings first heard that year and played more than once.
    case topDiscoveries = "top-discoveries"
    /// Recordings the most similar listeners played that year and the user did not.
    case topMissedRecordings = "top-missed-recordings"
    /// The user's most played recordings released that year.
    case topNewRecordings = "top-new-recordings"
    /// The user's most played recordings of the year.
    case topRecordings = "top-recordings"

    /// The key of the Year in Music `data` object that holds the playlist.
    public var apiKey: String { "playlist-\(rawValue)-for-year" }
}

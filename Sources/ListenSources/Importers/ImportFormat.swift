import ListenModel

/// The kinds of file `listenstats import` reads.
public enum ImportFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// The zip ListenBrainz offers for download: `listens/<YYYY>/<M>.jsonl` and friends.
    case listenBrainzZip
    /// That zip unpacked into a folder.
    case listenBrainzFolder
    /// One listen per line, as in the export's monthly files.
    case listenBrainzJSONL
    /// Exports made before October 2024: one JSON array of API-form listens.
    case listenBrainzJSONArray
    /// A Last.fm scrobble CSV (`artist,album,track,date`, with or without header and MBIDs).
    case lastFMCSV
    /// Spotify's extended streaming history (`Streaming_History_Audio_*.json`).
    case spotifyExtended
    /// Spotify's account-data history (`StreamingHistory*.json`).
    case spotifyAccountData

    /// Where listens of this format come from.
    public var source: ListenSource {
        switch self {
        case .listenBrainzZip, .listenBrainzFolder, .listenBrainzJSONL, .listenBrainzJSONArray: .listenbrainz
        case .lastFMCSV: .lastfm
        case .spotifyExtended, .spotifyAccountData: .spotify
        }
    }

    /// A name for people.
    public var displayName: String {
        switch self {
        case .listenBrainzZip: "ListenBrainz export (zip)"
        case .listenBrainzFolder: "ListenBrainz export (folder)"
        case .listenBrainzJSONL: "ListenBrainz JSONL"
        case .listenBrainzJSONArray: "ListenBrainz JSON (old export)"
        case .lastFMCSV: "Last.fm CSV"
        case .spotifyExtended: "Spotify extended history"
        case .spotifyAccountData: "Spotify account data"
        }
    }
}

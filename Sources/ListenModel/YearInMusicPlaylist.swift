/// A playlist ListenBrainz made for a user's Year in Music.
public struct YearInMusicPlaylist: Hashable, Sendable, Codable {
    public var kind: YearInMusicPlaylistKind
    /// The title ListenBrainz gave it ("Top Discoveries of 2021 for rob").
    public var title: String
    /// The playlist's MBID, for its page on ListenBrainz.
    public var mbid: String?
    public var tracks: [PlaylistTrack]

    public init(kind: YearInMusicPlaylistKind, title: String, mbid: String? = nil, tracks: [PlaylistTrack]) {
        self.kind = kind
        self.title = title
        self.mbid = mbid
        self.tracks = tracks
    }
}

/// An artist's listens split by album (ListenBrainz's artist activity).
public struct ArtistActivityEntry: Hashable, Sendable, Codable {
    public var artistName: String
    public var artistMBID: String?
    public var listenCount: Int
    /// The artist's albums (release groups) and their listens, in the server's order.
    public var albums: [ReleaseCount]

    public init(artistName: String, artistMBID: String? = nil, listenCount: Int, albums: [ReleaseCount]) {
        self.artistName = artistName
        self.artistMBID = artistMBID
        self.listenCount = listenCount
        self.albums = albums
    }
}

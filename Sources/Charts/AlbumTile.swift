/// One release of the album-art grid.
public struct AlbumTile: Hashable, Sendable {
    public var release: String
    public var artist: String
    public var listenCount: Int
    /// A PNG cover in the local cache, when one was fetched; otherwise a tile is generated.
    public var coverFile: String?

    public init(release: String, artist: String, listenCount: Int, coverFile: String? = nil) {
        self.release = release
        self.artist = artist
        self.listenCount = listenCount
        self.coverFile = coverFile
    }
}

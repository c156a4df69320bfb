/// What the album-art grid shows: the most played releases, as covers.
public struct AlbumArtGridData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var tiles: [AlbumTile]

    public init(title: String, subtitle: String? = nil, tiles: [AlbumTile]) {
        self.title = title
        self.subtitle = subtitle
        self.tiles = tiles
    }
}

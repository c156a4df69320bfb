/// One country on ListenBrainz's artist map: how many artists from it, and their listens.
public struct ArtistMapEntry: Hashable, Sendable, Codable {
    /// ISO 3166-1 alpha-3 code, e.g. "GBR".
    public var country: String
    public var artistCount: Int
    public var listenCount: Int

    public init(country: String, artistCount: Int, listenCount: Int) {
        self.country = country
        self.artistCount = artistCount
        self.listenCount = listenCount
    }
}

/// How alike two listeners' tastes are, from their all-time listens per artist.
public struct ListenerCompatibility: Hashable, Sendable, Codable {
    /// The cosine similarity of the two listeners' listens-per-artist vectors, 0 (no artist in
    /// common) to 1 (the same artists in the same proportions):
    /// Σ aᵢ·bᵢ / (√Σ aᵢ² · √Σ bᵢ²), over every artist either played.
    public var similarity: Double
    /// Artists both played, most shared first (by the smaller of the two shares of listens).
    public var sharedArtists: [SharedArtist]
    public var sharedArtistCount: Int
    public var firstArtistCount: Int
    public var secondArtistCount: Int

    public init(
        similarity: Double, sharedArtists: [SharedArtist], sharedArtistCount: Int, firstArtistCount: Int,
        secondArtistCount: Int
    ) {
        self.similarity = similarity
        self.sharedArtists = sharedArtists
        self.sharedArtistCount = sharedArtistCount
        self.firstArtistCount = firstArtistCount
        self.secondArtistCount = secondArtistCount
    }
}

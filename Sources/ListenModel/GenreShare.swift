/// One genre's weight in a range, weighed as ListenBrainz's Year in Music does: every listen
/// adds the vote count of each genre tag of its recording, its credited artists and its
/// release group. `share` is the weight over all genres' weights (0–1).
public struct GenreShare: Hashable, Sendable, Codable {
    public var genre: String
    public var weight: Int
    /// Listens with this genre among their tags (each listen once).
    public var listenCount: Int
    public var share: Double

    public init(genre: String, weight: Int, listenCount: Int, share: Double) {
        self.genre = genre
        self.weight = weight
        self.listenCount = listenCount
        self.share = share
    }
}

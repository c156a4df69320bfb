/// A genre tag of a recording, artist or release group and how many MusicBrainz users voted it.
public struct GenreVote: Hashable, Sendable, Codable {
    public var genre: String
    public var count: Int

    public init(genre: String, count: Int) {
        self.genre = genre
        self.count = count
    }
}

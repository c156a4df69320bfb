/// An artist two listeners both played, with each one's all-time listens.
public struct SharedArtist: Hashable, Sendable, Codable {
    /// As the first listener's history names it (their top list's entry).
    public var first: ArtistCount
    /// As the second listener's history names it.
    public var second: ArtistCount

    public init(first: ArtistCount, second: ArtistCount) {
        self.first = first
        self.second = second
    }
}

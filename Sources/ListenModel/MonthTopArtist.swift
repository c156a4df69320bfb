/// The most listened artist of one month of a year.
public struct MonthTopArtist: Hashable, Sendable, Codable {
    /// 1 = January.
    public var month: Int
    public var artist: ArtistCount?

    public init(month: Int, artist: ArtistCount?) {
        self.month = month
        self.artist = artist
    }
}

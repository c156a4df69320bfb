/// A top artist's rank now and in the previous period.
public struct ArtistRankChange: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    /// 1-based rank in this window.
    public var rank: Int
    /// 1-based rank in the previous window, nil when the artist had no listens there.
    public var previousRank: Int?
    public var movement: RankMovement

    public init(name: String, mbid: String?, rank: Int, previousRank: Int?) {
        self.name = name
        self.mbid = mbid
        self.rank = rank
        self.previousRank = previousRank
        movement =
            switch previousRank {
            case nil: .new
            case let previous? where previous > rank: .up
            case let previous? where previous < rank: .down
            default: .same
            }
    }
}

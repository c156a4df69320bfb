/// An artist's rank in a year's chart against the year before; either rank may be missing
/// (not played that year).
public struct ArtistRankShift: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    public var rank: Int?
    public var previousRank: Int?
    public var listenCount: Int
    public var previousListenCount: Int

    public init(name: String, mbid: String?, rank: Int?, previousRank: Int?, listenCount: Int, previousListenCount: Int) {
        self.name = name
        self.mbid = mbid
        self.rank = rank
        self.previousRank = previousRank
        self.listenCount = listenCount
        self.previousListenCount = previousListenCount
    }
}

/// An artist in the top ten of an earlier year who was not played in the reviewed year.
public struct ForgottenFavourite: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    /// The earlier year it ranked highest in (the latest such year on a tie), and that rank.
    public var bestYear: Int
    public var bestRank: Int
    /// Its listens in `bestYear`.
    public var listenCount: Int
    /// Its last listen before the reviewed year.
    public var lastListened: Int64

    public init(name: String, mbid: String?, bestYear: Int, bestRank: Int, listenCount: Int, lastListened: Int64) {
        self.name = name
        self.mbid = mbid
        self.bestYear = bestYear
        self.bestRank = bestRank
        self.listenCount = listenCount
        self.lastListened = lastListened
    }
}

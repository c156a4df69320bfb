/// An artist's place among all artists of one calendar year; nil when not heard that year.
public struct EntityYearRank: Hashable, Sendable, Codable {
    public var year: Int
    public var rank: Int?

    public init(year: Int, rank: Int?) {
        self.year = year
        self.rank = rank
    }
}

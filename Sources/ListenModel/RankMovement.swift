/// How an entry's rank moved against the previous period.
public enum RankMovement: String, Hashable, Sendable, Codable {
    /// Not ranked at all in the previous period.
    case new
    case up
    case down
    case same
}

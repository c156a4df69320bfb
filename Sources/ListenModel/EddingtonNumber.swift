/// The Eddington number of a listening history: the largest E with E days of at least E
/// listens, at the end of a period and at its start.
public struct EddingtonNumber: Hashable, Sendable, Codable {
    /// Up to the period's end.
    public var value: Int
    /// Up to the period's start.
    public var previousValue: Int
    /// Days with at least `value + 1` listens so far; `value + 1` of them raise the number.
    public var daysTowardsNext: Int

    public init(value: Int, previousValue: Int, daysTowardsNext: Int) {
        self.value = value
        self.previousValue = previousValue
        self.daysTowardsNext = daysTowardsNext
    }
}

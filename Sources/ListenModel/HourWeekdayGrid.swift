/// Listens per weekday and hour of the day, on a wall clock.
public struct HourWeekdayGrid: Hashable, Sendable, Codable {
    /// `counts[weekday][hour]`, weekday 0 = Monday … 6 = Sunday, hour 0…23.
    public var counts: [[Int]]

    public init(counts: [[Int]] = Array(repeating: Array(repeating: 0, count: 24), count: 7)) {
        precondition(counts.count == 7 && counts.allSatisfy { $0.count == 24 }, "the grid is 7 × 24")
        self.counts = counts
    }

    public var maximum: Int { counts.flatMap { $0 }.max() ?? 0 }
    public var total: Int { counts.reduce(0) { $0 + $1.reduce(0, +) } }
}

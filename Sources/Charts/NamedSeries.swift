/// A named sequence of values, one per period: an artist's listens per month, or rank per week.
public struct NamedSeries: Hashable, Sendable {
    public var name: String
    /// One value per period; nil where the series has no value (not ranked that week).
    public var values: [Int?]

    public init(name: String, values: [Int?]) {
        self.name = name
        self.values = values
    }
}

/// One big number with what it counts and an optional note ("+12% on last year").
public struct StatCard: Hashable, Sendable {
    /// How the note reads: a rise, a fall, or neutral.
    public enum Trend: String, Hashable, Sendable {
        case rise, fall, neutral
    }

    public var value: String
    public var label: String
    public var note: String?
    public var trend: Trend

    public init(value: String, label: String, note: String? = nil, trend: Trend = .neutral) {
        self.value = value
        self.label = label
        self.note = note
        self.trend = trend
    }
}

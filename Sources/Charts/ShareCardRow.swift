/// One line of a share card: a lead ("#1", "▲ 7", "Jan"), a name with an optional detail
/// below it, and a value at the right.
public struct ShareCardRow: Hashable, Sendable {
    public var lead: String
    /// Colours the lead: a rise, a fall, or neutral.
    public var trend: StatCard.Trend
    public var name: String
    public var detail: String?
    public var value: String

    public init(lead: String, trend: StatCard.Trend = .neutral, name: String, detail: String? = nil, value: String) {
        self.lead = lead
        self.trend = trend
        self.name = name
        self.detail = detail
        self.value = value
    }
}

/// One row of a top-N chart.
public struct TopBarsItem: Hashable, Sendable {
    public var label: String
    /// A second, quieter line: the artist of a release or recording.
    public var sublabel: String?
    public var count: Int
    /// Places gained (positive) or lost (negative) since the previous period; nil when new.
    public var rankChange: Int?

    public init(label: String, sublabel: String? = nil, count: Int, rankChange: Int? = 0) {
        self.label = label
        self.sublabel = sublabel
        self.count = count
        self.rankChange = rankChange
    }
}

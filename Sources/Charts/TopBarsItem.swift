/// One row of a top-N chart.
public struct TopBarsItem: Hashable, Sendable {
    public var label: String
    /// A second, quieter line: the artist of a release or recording.
    public var sublabel: String?
    /// The bar's length; written as it is unless `valueLabel` says otherwise.
    public var count: Int
    /// The value as written beside the bar ("5 h 12 min"); nil writes `count`.
    public var valueLabel: String?
    /// Places gained (positive) or lost (negative) since the previous period; nil when new.
    public var rankChange: Int?

    public init(label: String, sublabel: String? = nil, count: Int, valueLabel: String? = nil, rankChange: Int? = 0) {
        self.label = label
        self.sublabel = sublabel
        self.count = count
        self.valueLabel = valueLabel
        self.rankChange = rankChange
    }
}

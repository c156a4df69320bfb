/// What the listening-activity chart shows: listens per bucket this period and the one before.
public struct ActivityChartData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// One label per bucket ("Mon", "Jan", "2024").
    public var labels: [String]
    public var current: [Int]
    /// The previous period's buckets, paired by index; shorter or empty when unknown.
    public var previous: [Int]
    public var currentName: String
    public var previousName: String
    /// The change the report states, like for like (a period in progress against as much of
    /// the previous one); nil to compare the two totals drawn.
    public var changePercent: Double?

    public init(title: String, subtitle: String? = nil, labels: [String], current: [Int], previous: [Int], currentName: String = "This period", previousName: String = "Previous period", changePercent: Double? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.labels = labels
        self.current = current
        self.previous = previous
        self.currentName = currentName
        self.previousName = previousName
        self.changePercent = changePercent
    }

    public var currentTotal: Int { current.reduce(0, +) }
    public var previousTotal: Int { previous.reduce(0, +) }
}

/// What a top-N chart shows: ranked names with their listen counts and movement.
public struct TopBarsChartData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var items: [TopBarsItem]
    /// Whether to draw the rank-change column (off when there is no previous period).
    public var showsRankChange: Bool

    public init(title: String, subtitle: String? = nil, items: [TopBarsItem], showsRankChange: Bool = true) {
        self.title = title
        self.subtitle = subtitle
        self.items = items
        self.showsRankChange = showsRankChange
    }
}

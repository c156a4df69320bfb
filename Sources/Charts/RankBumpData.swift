/// What the bump chart shows: each artist's rank per period (1 = top).
public struct RankBumpData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    public var periodLabels: [String]
    /// One series per artist: rank per period, nil where unranked.
    public var series: [NamedSeries]
    /// The lowest rank drawn.
    public var depth: Int

    public init(title: String, subtitle: String? = nil, periodLabels: [String], series: [NamedSeries], depth: Int = 10) {
        self.title = title
        self.subtitle = subtitle
        self.periodLabels = periodLabels
        self.series = series
        self.depth = max(1, depth)
    }
}

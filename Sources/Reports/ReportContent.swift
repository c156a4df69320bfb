import ListenModel

/// Everything one report shows: whose, which span, the statistics and the charts drawn for it.
public struct ReportContent: Sendable {
    public var user: String
    public var period: ReportPeriod
    public var stats: StatSet
    public var charts: [ChartReference]
    /// Links to neighbouring reports; nil for a report written on its own.
    public var navigation: ReportNavigation?
    /// Names the tool and version in the page footer and the JSON, e.g. "listenstats 0.1.0".
    public var generator: String

    public init(
        user: String, period: ReportPeriod, stats: StatSet, charts: [ChartReference] = [],
        navigation: ReportNavigation? = nil, generator: String = "listenstats"
    ) {
        self.user = user
        self.period = period
        self.stats = stats
        self.charts = charts
        self.navigation = navigation
        self.generator = generator
    }

    /// The chart drawn for `slot`, if the pipeline drew one.
    public func chart(_ slot: ChartSlot) -> ChartReference? {
        charts.first { $0.id == slot.rawValue }
    }
}

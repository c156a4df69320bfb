/// How a year's artist chart moved against the year before.
public struct YearRankChanges: Hashable, Sendable, Codable {
    /// How many places the chart has (`StatsEngine.yearChartSize`).
    public var chartSize: Int
    /// In this year's chart and in last year's, higher now; biggest rise first.
    public var climbers: [ArtistRankShift]
    /// In last year's chart, lower now but still played; biggest drop first.
    public var fallers: [ArtistRankShift]
    /// In this year's chart, not in last year's; by this year's rank.
    public var newEntries: [ArtistRankShift]

    public init(chartSize: Int, climbers: [ArtistRankShift] = [], fallers: [ArtistRankShift] = [], newEntries: [ArtistRankShift] = []) {
        self.chartSize = chartSize
        self.climbers = climbers
        self.fallers = fallers
        self.newEntries = newEntries
    }

    public var isEmpty: Bool { climbers.isEmpty && fallers.isEmpty && newEntries.isEmpty }
}

import ListenModel

/// What a section's charts are drawn from: one range's statistics and, for the charts that
/// show a calendar year, that year's review and calendar.
public struct ChartInput: Sendable {
    public var range: StatSetCharts
    /// The year the range ends in; nil when no chart asked for it.
    public var year: YearReviewCharts?
    /// The cover cache: covers named `<release MBID>-<caa id>-250.jpg` (`CoverArtKey.fileName`).
    public var coverDirectory: String?
    /// What ListenBrainz computed for the range, for the charts of its statistics.
    public var serverStatistics: [ServerStatistic]

    public init(
        range: StatSetCharts, year: YearReviewCharts? = nil, coverDirectory: String? = nil,
        serverStatistics: [ServerStatistic] = []
    ) {
        self.range = range
        self.year = year
        self.coverDirectory = coverDirectory
        self.serverStatistics = serverStatistics
    }

    var stats: StatSet { range.stats }

    /// The year for the charts that set `needsYear`; an empty year if the caller gave none.
    var requiredYear: YearReviewCharts {
        year ?? YearReviewCharts(review: YearReview(year: 0, timeZone: stats.timeZone), user: range.user, calendar: range.calendarHeatmap(year: 0))
    }
}

/// The few numbers of a period that its headline shows (the site's front page and feed): the
/// same values as the period's full `StatSet`, computed without the rest of it.
public struct HeadlineStats: Hashable, Sendable {
    public var listenCount: Int
    /// Percent change of the listens on the previous period's, like for like.
    public var activityChangePercent: Double?
    /// What the change is against (`StatSet.comparison`).
    public var comparison: PeriodComparison?
    public var topArtists: [ArtistCount]
    public var milestones: [Milestone]
    public var onThisDay: [OnThisDay]
    /// The IANA zone of the listener's wall clock.
    public var timeZone: String

    public init(
        listenCount: Int, activityChangePercent: Double?, topArtists: [ArtistCount], milestones: [Milestone],
        onThisDay: [OnThisDay], timeZone: String, comparison: PeriodComparison? = nil
    ) {
        self.comparison = comparison
        self.listenCount = listenCount
        self.activityChangePercent = activityChangePercent
        self.topArtists = topArtists
        self.milestones = milestones
        self.onThisDay = onThisDay
        self.timeZone = timeZone
    }
}

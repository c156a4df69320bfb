import ListenModel

/// A period's headline numbers for the front page and the feed: its listens, their change on
/// the period before (like for like, as the report shows it), its top artists, and for the
/// feed its milestones and what was played on these days in earlier years.
public struct PeriodHeadline: Hashable, Sendable {
    public var listenCount: Int
    public var changePercent: Double?
    public var topArtists: [ArtistCount]
    /// The milestones reached in the period (round listen counts, certifications, medals).
    public var milestones: [Milestone]
    /// For a week: one and five years ago this week, and discovery anniversaries.
    public var onThisDay: [OnThisDay]
    /// The listener's wall clock, for the milestones' times.
    public var timeZone: String

    public init(
        listenCount: Int, changePercent: Double?, topArtists: [ArtistCount], milestones: [Milestone] = [],
        onThisDay: [OnThisDay] = [], timeZone: String = "UTC"
    ) {
        self.listenCount = listenCount
        self.changePercent = changePercent
        self.topArtists = topArtists
        self.milestones = milestones
        self.onThisDay = onThisDay
        self.timeZone = timeZone
    }

    /// "+12 %" / "−3 %" / "±0 %", and its direction's CSS class.
    var change: (text: String, direction: String)? {
        guard let percent = changePercent, percent.isFinite else { return nil }
        let rounded = Int(percent.rounded())
        let text = rounded > 0 ? "+\(rounded) %" : rounded < 0 ? "−\(-rounded) %" : "±0 %"
        return (text, rounded > 0 ? "up" : rounded < 0 ? "down" : "flat")
    }
}

import ListenModel

/// A period's headline numbers for the front page and the feed: its listens, their change on
/// the period before (like for like, as the report shows it), its top artists, and for the
/// feed its milestones and what was played on these days in earlier years.
public struct PeriodHeadline: Hashable, Sendable, Codable {
    public var listenCount: Int
    public var changePercent: Double?
    public var topArtists: [ArtistCount]
    /// The milestones reached in the period (round listen counts, certifications, medals).
    public var milestones: [Milestone]
    /// For a week: one and five years ago this week, and discovery anniversaries.
    public var onThisDay: [OnThisDay]
    /// The listener's wall clock, for the milestones' times.
    public var timeZone: String
    /// Whether the history begins inside the period before, which the change is against.
    public var previousPartlyCovered: Bool

    public init(
        listenCount: Int, changePercent: Double?, topArtists: [ArtistCount], milestones: [Milestone] = [],
        onThisDay: [OnThisDay] = [], timeZone: String = "UTC", previousPartlyCovered: Bool = false
    ) {
        self.previousPartlyCovered = previousPartlyCovered
        self.listenCount = listenCount
        self.changePercent = changePercent
        self.topArtists = topArtists
        self.milestones = milestones
        self.onThisDay = onThisDay
        self.timeZone = timeZone
    }

    /// "+12% on the month before", saying so when the history covers only part of that month
    /// (as the report's card does), or nil without a change.
    func changeText(noun: String) -> String? {
        guard let change else { return nil }
        return "\(change.text) on the \(noun) before" + (previousPartlyCovered ? ", which the history covers only in part" : "")
    }

    /// "+12%" / "−3%" / "±0%", as the report's card and chart write it, and its direction's
    /// CSS class.
    var change: (text: String, direction: String)? {
        guard changePercent != nil else { return nil }
        let change = DisplayFormat.change(percent: changePercent, listens: listenCount)
        return (change.text, change.direction.rawValue)
    }
}

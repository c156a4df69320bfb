/// What was played in the same days some years before a week: "one year ago this week".
public struct OnThisDay: Hashable, Sendable, Codable {
    /// How many years back.
    public var yearsAgo: Int
    /// The same calendar dates that many years before (29 February becomes the 28th).
    public var firstDay: CalendarDay
    public var lastDay: CalendarDay
    public var listenCount: Int
    /// The most played then (at most three each); empty for a year only recalled for its discoveries.
    public var topArtists: [ArtistCount]
    public var topRecordings: [RecordingCount]
    /// Artists first heard in those days: their discovery anniversary. The count is their
    /// listens since, up to the week's end.
    public var discoveries: [ArtistCount]

    public init(
        yearsAgo: Int, firstDay: CalendarDay, lastDay: CalendarDay, listenCount: Int = 0, topArtists: [ArtistCount] = [],
        topRecordings: [RecordingCount] = [], discoveries: [ArtistCount] = []
    ) {
        self.yearsAgo = yearsAgo
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.listenCount = listenCount
        self.topArtists = topArtists
        self.topRecordings = topRecordings
        self.discoveries = discoveries
    }
}

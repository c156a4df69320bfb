/// A Year in Music computed from local listens: ListenBrainz's computable fields plus the
/// ones it lacks (month-by-month top artist, first listen, top track per season, biggest day).
public struct YearReview: Hashable, Sendable, Codable {
    public var year: Int
    public var timeZone: String
    public var listenCount: Int
    public var artistCount: Int
    public var newArtistCount: Int
    /// Seconds: known durations plus 180 s for each listen without one, as ListenBrainz counts.
    public var listeningSeconds: Int64
    public var estimatedListenCount: Int
    public var topArtists: [ArtistCount]
    public var topReleaseGroups: [ReleaseCount]
    /// The year's top albums as the year's report lists them (`StatSet.topReleases`: in your
    /// own zone one album is one entry whatever each track's credit), which the poster shows,
    /// so the poster and the page count the same albums.
    public var topAlbums: [ReleaseCount] = []
    public var topRecordings: [RecordingCount]
    /// English weekday name with the most listens ("Friday"), nil without listens.
    public var mostActiveWeekday: String?
    /// Listens per weekday, Monday first.
    public var weekdayCounts: [Int]
    /// One bucket per day of the year, labelled like ListenBrainz ("01 January 2021").
    public var listensPerDay: [ActivityBucket]
    /// Twelve entries, January first; the artist is nil in a month without listens.
    public var monthTopArtists: [MonthTopArtist]
    public var firstListen: Listen?
    /// Winter (January, February, December), spring, summer, autumn: northern seasons
    /// inside the one calendar year.
    public var seasonTopRecordings: [SeasonTopRecording]
    public var biggestDay: DayCount?
    /// The year's top genres and the release year most listened to, from cached metadata;
    /// empty and nil when the store holds none.
    public var topGenres: [GenreShare] = []
    public var mostListenedReleaseYear: YearListenCount?
    /// Against the year before; nil when the history has no listens before this year.
    public var comparison: YearComparison?
    /// The artist chart's climbers, fallers and new entries against the year before.
    public var rankChanges: YearRankChanges?
    /// Artists and albums first heard this year and played more than three times.
    public var topDiscoveries: [ArtistCount] = []
    public var topDiscoveryReleases: [ReleaseCount] = []
    /// Tracks first heard this year and played more than three times, most played first: the
    /// year's discoveries playlist, as ListenBrainz's "top new recordings".
    public var topDiscoveryRecordings: [RecordingCount] = []
    /// Top-ten artists of earlier years not played this year.
    public var forgottenFavourites: [ForgottenFavourite] = []

    public init(
        year: Int, timeZone: String, listenCount: Int = 0, artistCount: Int = 0, newArtistCount: Int = 0,
        listeningSeconds: Int64 = 0, estimatedListenCount: Int = 0, topArtists: [ArtistCount] = [],
        topReleaseGroups: [ReleaseCount] = [], topRecordings: [RecordingCount] = [],
        mostActiveWeekday: String? = nil, weekdayCounts: [Int] = Array(repeating: 0, count: 7),
        listensPerDay: [ActivityBucket] = [], monthTopArtists: [MonthTopArtist] = [],
        firstListen: Listen? = nil, seasonTopRecordings: [SeasonTopRecording] = [], biggestDay: DayCount? = nil
    ) {
        self.year = year
        self.timeZone = timeZone
        self.listenCount = listenCount
        self.artistCount = artistCount
        self.newArtistCount = newArtistCount
        self.listeningSeconds = listeningSeconds
        self.estimatedListenCount = estimatedListenCount
        self.topArtists = topArtists
        self.topReleaseGroups = topReleaseGroups
        self.topRecordings = topRecordings
        self.mostActiveWeekday = mostActiveWeekday
        self.weekdayCounts = weekdayCounts
        self.listensPerDay = listensPerDay
        self.monthTopArtists = monthTopArtists
        self.firstListen = firstListen
        self.seasonTopRecordings = seasonTopRecordings
        self.biggestDay = biggestDay
    }
}

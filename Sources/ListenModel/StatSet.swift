/// Everything the engine computes for one window of one user's listens.
///
/// The engine fills it; reports and charts read it. Fields are added here as the engine grows.
public struct StatSet: Hashable, Sendable, Codable {
    /// The window the top lists cover.
    public var window: TimeWindow
    /// The window before it, of the same calendar length, for comparisons.
    public var previousWindow: TimeWindow
    /// The IANA zone every bucket was computed in ("UTC" in ListenBrainz mode).
    public var timeZone: String

    public var listenCount: Int
    public var previousListenCount: Int
    public var artistCount: Int
    public var releaseCount: Int
    public var recordingCount: Int
    /// Milliseconds, from known durations only.
    public var knownListeningMs: Int64
    /// Milliseconds assumed for listens without a duration.
    public var estimatedListeningMs: Int64
    /// How many listens had no duration and were estimated.
    public var estimatedListenCount: Int

    public var topArtists: [ArtistCount]
    public var topReleases: [ReleaseCount]
    public var topRecordings: [RecordingCount]

    /// Artists by listening time rather than by listens.
    public var topArtistsByTime: [ArtistListeningTime] = []

    /// Buckets of this window, and of the previous window paired by index.
    public var activity: [ActivityBucket]
    public var previousActivity: [ActivityBucket]
    public var hourWeekday: HourWeekdayGrid

    /// The range's name ("this_week", "2025-W03", …) and "now" it was resolved against.
    public var rangeName: String = ""
    public var asOf: Int64 = 0
    public var granularity: ActivityGranularity = .day
    public var releaseGroupCount: Int = 0
    /// Nil in a report's `data.json`, which keeps what its sections show: its albums are
    /// `topReleases`, and the groups were nearly the same list again (a tenth of the file).
    public var topReleaseGroups: [ReleaseCount]? = []
    /// This period's activity against the previous one's, like for like: the previous
    /// buckets are summed only as far as this period has buckets. Nil without a previous period
    /// or when it had no listens.
    public var activityChangePercent: Double?
    /// What `activityChangePercent` compares, for the pages to say it: the buckets begun, the
    /// previous period's listens in as many, and whether the history covers that period whole.
    public var comparison: PeriodComparison?
    /// Every day of the window up to the as-of day, zero days included.
    public var days: [DayCount] = []
    public var streaks = StreakSummary()
    public var sessions = SessionSummary()
    /// Artists and releases first heard (in the whole loaded history) inside the window.
    public var newArtistCount: Int = 0
    public var newReleaseCount: Int = 0
    public var newArtists: [ArtistCount] = []
    public var newReleases: [ReleaseCount] = []
    /// The top artists' listens per activity bucket.
    public var artistEvolution: [ArtistActivitySeries] = []
    /// The top artists' ranks against the previous window.
    public var artistRankChanges: [ArtistRankChange] = []
    /// The exclusion rules that left listens out of this set's window (of those asked for).
    public var filter = StatFilter()
    /// The listens of the window each exclusion rule left out, for the rules that left any.
    public var leftOut: [LeftOutCount] = []
    /// Genres, release years and artist countries, from cached metadata; nil when the store
    /// holds none.
    public var music: MusicStats?
    /// Landmarks of the whole history reached inside the window, oldest first.
    public var milestones: [Milestone] = []
    /// The history's Eddington number at the window's end and start; nil without listens.
    public var eddington: EddingtonNumber?
    /// Artists at #1 in the window's ISO weeks, most weeks first.
    public var weeksAtNumberOne: [ArtistWeeks] = []
    /// For a week: the same days one and five years before, and discovery anniversaries.
    public var onThisDay: [OnThisDay] = []

    public init(
        window: TimeWindow, previousWindow: TimeWindow, timeZone: String,
        listenCount: Int = 0, previousListenCount: Int = 0, artistCount: Int = 0,
        releaseCount: Int = 0, recordingCount: Int = 0, knownListeningMs: Int64 = 0,
        estimatedListeningMs: Int64 = 0, estimatedListenCount: Int = 0,
        topArtists: [ArtistCount] = [], topReleases: [ReleaseCount] = [],
        topRecordings: [RecordingCount] = [], activity: [ActivityBucket] = [],
        previousActivity: [ActivityBucket] = [], hourWeekday: HourWeekdayGrid = HourWeekdayGrid()
    ) {
        self.window = window
        self.previousWindow = previousWindow
        self.timeZone = timeZone
        self.listenCount = listenCount
        self.previousListenCount = previousListenCount
        self.artistCount = artistCount
        self.releaseCount = releaseCount
        self.recordingCount = recordingCount
        self.knownListeningMs = knownListeningMs
        self.estimatedListeningMs = estimatedListeningMs
        self.estimatedListenCount = estimatedListenCount
        self.topArtists = topArtists
        self.topReleases = topReleases
        self.topRecordings = topRecordings
        self.activity = activity
        self.previousActivity = previousActivity
        self.hourWeekday = hourWeekday
    }
}

extension StatSet {
    /// Whether the window was over by the as-of moment (last week, last year), so that its
    /// "current" streak is the one that reached its last day, not today's.
    public var endedBeforeAsOf: Bool { asOf >= window.end }
}

extension StatSet {
    /// The fraction (0…1) of this window's listens that `count` listens make; 0 when empty.
    public func share(of count: Int) -> Double {
        listenCount == 0 ? 0 : Double(count) / Double(listenCount)
    }

    /// Known plus estimated listening time, in milliseconds.
    public var listeningMs: Int64 { knownListeningMs + estimatedListeningMs }
}

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
    /// The Year in Music of a year report; nil for other reports or when not computed.
    public var yearReview: YearReview?
    /// The user's feedback, when the store has any; nil means none was ever synced, so the
    /// loved-tracks section says so instead of claiming nothing was loved.
    public var feedback: [FeedbackEntry]?
    /// When the report was made, to mark a period that has not ended yet and compare it like
    /// for like; nil treats the period as finished (so a report never depends on the clock
    /// unless asked).
    public var now: Int64?
    /// Whose numbers these are: counted from the stored listens, or ListenBrainz's own.
    public var source: ReportSource = .local
    /// What ListenBrainz computed for the report's range (artist origins, eras, genres), for
    /// the sections that show them; empty when none is stored. All of one range: the
    /// report's.
    public var serverStatistics: [ServerStatistic] = []
    /// ListenBrainz's numbers for the report's range as a stat set, beside a local report in
    /// ListenBrainz's mode (UTC, a ListenBrainz range); nil otherwise.
    public var serverStats: StatSet?
    /// ListenBrainz's Year in Music of a year report's year, when `sync --stats --year` stored it.
    public var serverYearInMusic: YearInMusicServerData?
    /// The user's pinned recordings, newest first; nil when none is stored.
    public var pins: [PinnedRecording]?
    /// The site's entity pages, so the top lists link names to them; nil for a report on its
    /// own (names then link to MusicBrainz).
    public var entityLinks: EntityLinks?
    /// The covers copied beside the page: `CoverArtKey.fileName` → path relative to the page
    /// (`covers/….jpg`); empty when none is cached, and the lists then show no covers at all.
    public var coverPaths: [String: String] = [:]

    /// The page's path of the cover of `key`, when it was copied beside the page.
    func coverPath(_ key: CoverArtKey?) -> String? {
        key.flatMap { coverPaths[$0.fileName] }
    }

    /// The absolute address of the report's folder, ending in "/", when the site's base URL is
    /// known: `og:image` then names the card absolutely, as link previews need; relative otherwise.
    public var pageURL: String?
    /// The site's shared stylesheet, relative to the page, when the page is part of a site:
    /// the page links it instead of carrying its ten kilobytes of CSS inline. nil (a report on
    /// its own) keeps the CSS inline, so the folder needs nothing beside it.
    public var stylesheetURL: String?

    public init(
        user: String, period: ReportPeriod, stats: StatSet, charts: [ChartReference] = [],
        navigation: ReportNavigation? = nil, generator: String = "listenstats", yearReview: YearReview? = nil,
        feedback: [FeedbackEntry]? = nil, now: Int64? = nil
    ) {
        self.now = now
        self.yearReview = yearReview
        self.feedback = feedback
        self.user = user
        self.period = period
        self.stats = stats
        self.charts = charts
        self.navigation = navigation
        self.generator = generator
    }

    /// The chart `id` ("top-artists"), if the pipeline drew one.
    public func chart(_ id: String) -> ChartReference? {
        charts.first { $0.id == id }
    }
}

extension ReportContent {
    /// Whether the previous period's listens are known, so the page may compare with them: always
    /// for counted listens; for ListenBrainz's numbers only when they cover the period before
    /// (a Year in Music without the year before's review does not).
    var comparesPreviousPeriod: Bool {
        source.isLocal || stats.previousWindow.end > stats.previousWindow.start
    }
}

/// Everything an entity page shows of one artist, album or track, over the whole history, in
/// the listener's time zone. Made by `StatsEngine.entityProfiles`.
///
/// A page's fingerprint reads its `EntityProfileSummary`, not this: a field added here must be
/// hashed by the engine's summary too (`StatsEngine.summary(of:positions:trackDigests:coverNames:)`),
/// or its page is not rebuilt when only that field changes. `EntityProfileSummaryTests` compares
/// the summaries' digests with whole profiles over varied histories.
public struct EntityProfile: Hashable, Sendable, Codable {
    public var ref: EntityRef
    public var listenCount: Int
    /// Its place in the all-time list of its kind (1 = most played), by the top lists' order.
    public var rank: Int
    /// How many entities of its kind have a listen: what `rank` is out of.
    public var rankedCount: Int
    public var firstListenAt: Int64
    public var lastListenAt: Int64
    /// The wall-clock days of the first and last listen.
    public var firstDay: CalendarDay
    public var lastDay: CalendarDay
    public var knownListeningMs: Int64
    /// Listens without a known duration, each counted as three minutes in `estimatedListeningMs`.
    public var estimatedListenCount: Int
    /// Listens per calendar year and per month ("2026-11"), from its first year to its last.
    public var years: [YearListenCount]
    public var months: [EntityMonthCount]
    /// An artist's rank among all artists in each year of the history (nil where unheard).
    public var yearRanks: [EntityYearRank]
    /// An artist's listens on each day it was heard, oldest first; empty for albums and tracks.
    public var days: [DayCount]
    /// The longest stretch of days without it between two days it was heard.
    public var longestGap: EntityGap?
    /// The mean time between two consecutive listens, in seconds; nil below two listens.
    public var averageGapSeconds: Int64?
    /// An artist's or album's most played tracks, an artist's most played albums.
    public var topTracks: [RecordingCount]
    public var topAlbums: [ReleaseCount]
    /// A track's most frequent successors: the track heard right after it in the same session.
    public var playedNext: [RecordingCount]
    /// The milestones about it up to the history's last listen, oldest first: its medals
    /// (a year's only once that year is over), a track's or album's certifications, the round
    /// listen counts a track was played at.
    public var milestones: [Milestone]
    /// An artist's ISO weeks as the #1 artist (ties share a week); 0 for albums and tracks.
    public var weeksAtNumberOne: Int
    /// The IANA zone of its days and times.
    public var timeZone: String
    /// An album's or track's cover in the Cover Art Archive (as `RecordingCount` has it).
    public var caaReleaseMBID: String?
    public var caaID: Int64?

    public init(
        ref: EntityRef, listenCount: Int, rank: Int, firstListenAt: Int64, lastListenAt: Int64,
        firstDay: CalendarDay, lastDay: CalendarDay
    ) {
        self.ref = ref
        self.listenCount = listenCount
        self.rank = rank
        rankedCount = rank
        self.firstListenAt = firstListenAt
        self.lastListenAt = lastListenAt
        self.firstDay = firstDay
        self.lastDay = lastDay
        knownListeningMs = 0
        estimatedListenCount = 0
        years = []
        months = []
        yearRanks = []
        days = []
        longestGap = nil
        averageGapSeconds = nil
        topTracks = []
        topAlbums = []
        playedNext = []
        milestones = []
        weeksAtNumberOne = 0
        timeZone = "UTC"
    }

    /// The album's or track's cover, when the Cover Art Archive has one.
    public var coverArtKey: CoverArtKey? { CoverArtKey(releaseMBID: caaReleaseMBID, caaID: caaID) }

    /// Known time plus three minutes per listen of unknown length.
    public var estimatedListeningMs: Int64 { Int64(estimatedListenCount) * 180_000 }
}

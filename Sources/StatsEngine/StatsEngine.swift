import Foundation
import ListenModel

/// The statistics engine: from a user's listens, a range and a time zone to a `StatSet`.
///
/// Entry points:
/// - `RangeResolver.resolve(_:asOf:calendar:)` turns a `RangeRequest` (a ListenBrainz range,
///   ISO week, month, year or days) and "now" into a `ResolvedRange`: windows and buckets.
/// - `StatsEngine(history:calendar:filter:artistGrouping:)` indexes a history once (interned entity ids,
///   wall-clock days); then `statSet(for:topCount:)` computes one range and
///   `yearReview(_:topCount:)` a Year in Music. Build one engine and ask it for every range.
/// - `StatsEngine.compute(history:range:calendar:topCount:)` does both steps for one range.
///
/// The engine is pure: "now" is the range's `asOf`, the zone is `calendar.timeZone`; it never
/// reads the clock or the machine's zone. With the zone UTC, ListenBrainz ranges give the
/// numbers ListenBrainz shows (see `shared/reference/LISTENBRAINZ.md`); in any other zone
/// artists group by `ArtistGrouping.mergingUnmappedNames` unless the caller asks otherwise.
public struct StatsEngine: Sendable {
    /// A gap longer than this between two listens ends a listening session.
    public static let sessionGapSeconds: Int64 = 30 * 60

    let index: HistoryIndex
    /// What this engine leaves out of every statistic.
    public let filter: StatFilter
    /// The times of the listens each of `filter.rules` left out, ascending.
    let leftOutTimes: [[Int64]]
    /// Which listens count for the same artist.
    public let artistGrouping: ArtistGrouping
    /// Cached music metadata over the history's tracks; nil when the store holds none.
    private(set) var music: MetadataIndex?
    /// The music statistics last computed, which a year report asks for twice (its range and
    /// its Year in Music).
    let musicCache = MusicStatsCache()
    /// The thresholds of listen-count milestones and certifications.
    public let milestoneOptions: MilestoneOptions
    let milestoneCache = OnceCache<MilestoneTimeline>()
    let artistTotalsCache = OnceCache<[Int32]>()
    let trackDigestCache = OnceCache<[(UInt64, UInt64)]>()
    /// Track and artist names by recording MBID and by recording MSID, for naming feedback.
    let recordingNamesCache = OnceCache<RecordingNames>()
    let windowTopLists = WindowTopLists()

    /// Indexes `history` for `calendar.timeZone`, leaving out what `filter` excludes. Artists
    /// group by `artistGrouping`, or when nil by `ArtistGrouping.standard(for:)` the zone:
    /// ListenBrainz's rule in UTC, where its numbers are reproduced, merged names elsewhere.
    /// `metadata` (genres, release years, artist areas) adds `StatSet.music`; without it, or
    /// when it is empty, nothing of it is computed.
    public init(
        history: ListenHistory, calendar: Calendar, filter: StatFilter = .none, artistGrouping: ArtistGrouping? = nil,
        milestones: MilestoneOptions = .standard, metadata: MusicMetadata? = nil
    ) {
        self.init(
            history: history, calendar: calendar, filter: filter, artistGrouping: artistGrouping, milestones: milestones,
            metadata: metadata?.tables)
    }

    /// As above, with the metadata as the store loads it (`ListenStore.musicMetadata()`).
    public init(
        history: ListenHistory, calendar: Calendar, filter: StatFilter = .none, artistGrouping: ArtistGrouping? = nil,
        milestones: MilestoneOptions = .standard, metadata: MetadataTables?
    ) {
        self.filter = filter
        milestoneOptions = milestones
        self.artistGrouping = artistGrouping ?? .standard(for: calendar.timeZone)
        let (kept, leftOutTimes) = history.excluding(filter)
        self.leftOutTimes = leftOutTimes
        let index = HistoryIndex(
            history: kept, clock: WallClock(timeZone: calendar.timeZone), artistGrouping: self.artistGrouping)
        self.index = index
        if let metadata, !metadata.isEmpty {
            music = MetadataIndex(catalog: index.history.tracks, tables: metadata)
        } else {
            music = nil
        }
    }

    /// As above, with the metadata already matched to `history`'s tracks
    /// (`ListenStore.musicMetadata(matching:)`, which keeps a packed copy of the match). An
    /// index made for another catalog (a different number of tracks) is not used.
    public init(
        history: ListenHistory, calendar: Calendar, filter: StatFilter = .none, artistGrouping: ArtistGrouping? = nil,
        milestones: MilestoneOptions = .standard, matchedMetadata: MetadataIndex?
    ) {
        self.init(
            history: history, calendar: calendar, filter: filter, artistGrouping: artistGrouping, milestones: milestones,
            metadata: MetadataTables?.none)
        // The filter keeps the catalog whole, so the index's tracks are the engine's.
        if let matchedMetadata, matchedMetadata.trackRecording.count == index.history.tracks.count {
            music = matchedMetadata
        }
    }

    /// One range of one history, in one call.
    public static func compute(
        history: ListenHistory, range: ResolvedRange, calendar: Calendar, topCount: Int = 25,
        filter: StatFilter = .none
    ) -> StatSet {
        StatsEngine(history: history, calendar: calendar, filter: filter).statSet(for: range, topCount: topCount)
    }

    /// The listens it counts: the history without what the filter leaves out.
    public var history: ListenHistory { index.history }

    /// The wall clock the engine cuts days, weeks and hours on.
    public var clock: WallClock { index.clock }

    /// The time of the newest listen left after the filter: ListenBrainz's "now".
    public var latestListen: Int64? { index.history.listenedAt.last }

    /// Resolves `request` in this engine's zone.
    public func resolve(_ request: RangeRequest, asOf: Int64) throws -> ResolvedRange {
        let listenedAt = index.history.listenedAt
        let history = listenedAt.first.flatMap { first in listenedAt.last.map { first...$0 } }
        return try RangeResolver.resolve(request, asOf: asOf, clock: index.clock, history: history)
    }

    /// Every statistic of `range`, with top lists of at most `topCount` entries.
    public func statSet(for range: ResolvedRange, topCount: Int = 25) -> StatSet {
        var set = statSetLeavingOutMilestones(for: range, topCount: topCount)
        fillMilestones(&set, range: range)
        return set
    }

    /// Every statistic of `range` but those of the milestone timeline (`fillMilestones`), which
    /// `statSets(for:topCount:)` makes meanwhile on another core.
    func statSetLeavingOutMilestones(for range: ResolvedRange, topCount: Int) -> StatSet {
        let positions = index.positions(in: range.window)
        let tally = WindowTally(index, positions: positions)
        let artistCounts = tally.artistCounts(index)
        let releaseCounts = tally.counts(index.entities.trackRelease, entityCount: index.releases.count)
        let releaseGroupCounts = tally.counts(index.entities.trackReleaseGroup, entityCount: index.releaseGroups.count)
        let recordingCounts = tally.counts(index.entities.trackRecording, entityCount: index.recordings.count)
        let previousPositions = index.positions(in: range.previousWindow)

        var set = StatSet(window: range.window, previousWindow: range.previousWindow, timeZone: index.clock.identifier)
        set.rangeName = range.name
        set.asOf = range.asOf
        set.granularity = range.granularity
        set.leftOut = leftOut(in: range.window)
        // The rules that took listens from this range, not every rule asked for: a report's
        // files then change only when its numbers do, however the other rules change.
        set.filter = filter.keeping(set.leftOut)
        set.listenCount = tally.listenCount
        set.previousListenCount = previousPositions.count
        set.artistCount = artistCounts.nonZeroCount
        set.releaseCount = releaseCounts.nonZeroCount
        set.releaseGroupCount = releaseGroupCounts.nonZeroCount
        set.recordingCount = recordingCounts.nonZeroCount
        set.knownListeningMs = tally.knownMs
        set.estimatedListeningMs = tally.estimatedMs
        set.estimatedListenCount = tally.estimatedCount

        let topArtistIDs = index.order(index.artists, artistCounts).top(topCount)
        set.topArtists = topArtistIDs.map { index.artist($0, listenCount: artistCounts[Int($0)]) }
        set.topArtistsByTime = artistsByListeningTime(positions, topCount: topCount)
        set.topReleases = index.order(index.releases, releaseCounts).top(topCount).map {
            index.release($0, listenCount: releaseCounts[Int($0)])
        }
        set.topReleaseGroups = index.order(index.releaseGroups, releaseGroupCounts).top(topCount).map {
            index.releaseGroup($0, listenCount: releaseGroupCounts[Int($0)])
        }
        set.topRecordings = index.order(index.recordings, recordingCounts).top(topCount).map {
            index.recording($0, listenCount: recordingCounts[Int($0)])
        }

        // all_time's window ends at "now" (the latest listen, or --as-of), inside its last
        // year; that year's bucket keeps ListenBrainz's bounds but counts only up to "now".
        set.activity = count(
            range.activityBuckets, until: range.name == StatRange.allTime.rawValue ? range.window.end : nil)
        set.previousActivity = count(range.previousActivityBuckets)
        let comparison = comparison(current: set.activity, previous: set.previousActivity, range: range)
        set.comparison = comparison
        set.activityChangePercent = comparison.changePercent(to: set.activity.reduce(0) { $0 + $1.listenCount })
        set.hourWeekday = hourWeekdayGrid(positions)
        set.days = dayCounts(positions, range: range)
        // A period that ended before as-of states the run reaching its last day, not today's.
        set.streaks = streaks(
            days: set.days, through: min(Int32(index.clock.dayNumber(at: range.asOf)), Int32(range.lastDay.dayNumber)))
        set.sessions = sessions(positions)
        fillDiscoveries(&set, window: range.window, artistCounts: artistCounts, releaseCounts: releaseCounts, topCount: topCount)
        set.artistEvolution = artistEvolution(Array(topArtistIDs.prefix(10)), buckets: set.activity)
        set.music = musicStats(positions, range: range, topCount: topCount)
        set.onThisDay = onThisDay(range)
        // all_time has no previous period to move against.
        guard range.previousWindow.duration > 0 else { return set }
        let previousOrder = index.order(index.artists, WindowTally(index, positions: previousPositions).artistCounts(index))
        set.artistRankChanges = topArtistIDs.enumerated().map { rank, id in
            let artist = index.artist(id, listenCount: 0)
            return ArtistRankChange(name: artist.name, mbid: artist.mbid, rank: rank + 1, previousRank: previousOrder.rank(of: id))
        }
        return set
    }

    // MARK: - Activity

    /// `buckets` with their listen counts filled in.
    func count(_ buckets: [ActivityBucket], until end: Int64? = nil) -> [ActivityBucket] {
        buckets.map { bucket in
            var bucket = bucket
            let bucketEnd = min(bucket.toTS + 1, end ?? .max)
            bucket.listenCount = max(0, index.firstPosition(atOrAfter: bucketEnd) - index.firstPosition(atOrAfter: bucket.fromTS))
            return bucket
        }
    }

    /// This period against the previous one, like for like: a period in progress only with as
    /// many of the previous period's buckets as it has begun by `asOf` (a year in progress has
    /// all twelve months, the ones to come empty; its eleven months so far are compared with
    /// the first eleven of the year before), a finished one with all of it; and whether the
    /// history begins inside the previous period.
    func comparison(current: [ActivityBucket], previous: [ActivityBucket], range: ResolvedRange) -> PeriodComparison {
        let begun = current.prefix { $0.fromTS <= range.asOf }.count
        // A finished period is compared with all of the one before, even when that one has
        // more buckets (30 days of September against 31 of August).
        let finished = range.asOf >= range.window.end - 1
        let before = (finished ? previous[...] : previous.prefix(begun)).reduce(0) { $0 + $1.listenCount }
        var comparison = PeriodComparison(begunBuckets: begun, previousListenCount: before)
        if let first = index.history.listenedAt.first, range.previousWindow.start < first, first < range.previousWindow.end {
            comparison.historyStartsInPreviousPeriod = first
        }
        return comparison
    }

    func hourWeekdayGrid(_ positions: Range<Int>) -> HourWeekdayGrid {
        var counts = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        for position in positions {
            let weekday = CalendarDay.weekdayIndex(ofDayNumber: Int(index.dayNumber[position]))
            counts[weekday][Int(index.secondOfDay[position]) / 3600] += 1
        }
        return HourWeekdayGrid(counts: counts)
    }

    /// Listens per day from the window's first day (or the first listen, if later) to its last
    /// day (or the as-of day, or the end of the year after the last listen, if earlier: an
    /// as-of in the year 9999 is not millions of empty days).
    func dayCounts(_ positions: Range<Int>, range: ResolvedRange) -> [DayCount] {
        var first = range.firstDay.dayNumber
        if let firstListen = index.dayNumber.first { first = max(first, Int(firstListen)) }
        var last = min(range.lastDay.dayNumber, index.clock.dayNumber(at: range.asOf))
        if let lastListen = index.dayNumber.last {
            let lastYear = CalendarDay(dayNumber: Int(lastListen)).year
            last = min(last, CalendarDay(year: lastYear + 2, month: 1, day: 1).dayNumber - 1)
        }
        guard first <= last else { return [] }
        var counts = [Int](repeating: 0, count: last - first + 1)
        for position in positions {
            let day = Int(index.dayNumber[position])
            if day >= first && day <= last { counts[day - first] += 1 }
        }
        return counts.enumerated().map { DayCount(day: CalendarDay(dayNumber: first + $0), listenCount: $1) }
    }

    /// The listens of `window` each rule of the filter left out, for the rules that left any.
    public func leftOut(in window: TimeWindow) -> [LeftOutCount] {
        zip(filter.rules, leftOutTimes).compactMap { rule, times in
            let count = times.firstIndex(atOrAfter: window.end) - times.firstIndex(atOrAfter: window.start)
            return count > 0 ? LeftOutCount(rule: rule.rule, value: rule.value, listenCount: count) : nil
        }
    }
}

extension [Int32] {
    var nonZeroCount: Int { reduce(0) { $1 > 0 ? $0 + 1 : $0 } }
}

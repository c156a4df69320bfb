import ListenModel

/// A `StatSet` made from the statistics ListenBrainz computed, for a report of a listener
/// whose own listens are not stored.
///
/// ListenBrainz gives top lists with their totals, the listening activity of the previous
/// period and this one, and listens by weekday and hour (UTC). Whatever needs the listens
/// themselves (days, streaks, sessions, discoveries, listening time) stays empty.
public enum ServerStatSet {
    /// The statistics of `range` among `statistics` as a stat set; nil when there is neither
    /// a top list nor listening activity to build one from.
    public static func make(range: StatRange, from statistics: [ServerStatistic]) -> StatSet? {
        let ofRange = statistics.filter { $0.range == range }
        func content(_ kind: ServerStatKind) -> ServerStatistic? { ofRange.first { $0.kind == kind } }
        var activity: [ActivityBucket] = []
        if case .listeningActivity(let buckets)? = content(.listeningActivity)?.content { activity = buckets }
        let topList = content(.artists) ?? content(.recordings) ?? content(.releases)
        guard topList != nil || !activity.isEmpty else { return nil }

        let (previous, current) = split(activity, range: range)
        let windowStart = topList?.fromTS ?? current.first?.fromTS ?? 0
        let windowEnd = topList?.toTS.map { $0 + 1 } ?? current.last.map { $0.toTS + 1 } ?? windowStart
        let previousWindow =
            previous.isEmpty
            ? TimeWindow(start: windowStart, end: windowStart)
            : TimeWindow(start: previous[0].fromTS, end: previous[previous.count - 1].toTS + 1)
        var set = StatSet(
            window: TimeWindow(start: windowStart, end: max(windowStart, windowEnd)), previousWindow: previousWindow,
            timeZone: "UTC")
        set.rangeName = range.rawValue
        set.asOf = max(windowStart, windowEnd - 1)
        set.granularity = granularity(of: activity)
        set.activity = current
        set.previousActivity = previous
        set.listenCount = current.reduce(0) { $0 + $1.listenCount }
        set.previousListenCount = previous.reduce(0) { $0 + $1.listenCount }
        // ListenBrainz's buckets of a period in progress (this_week, this_month, this_year)
        // stop at its last update: as many of the previous period's; a finished period is
        // compared with all of the one before.
        let inProgress = range.rawValue.hasPrefix("this_")
        let comparison = PeriodComparison(
            begunBuckets: current.count,
            previousListenCount: (inProgress ? previous.prefix(current.count) : previous[...]).reduce(0) { $0 + $1.listenCount })
        set.comparison = comparison
        set.activityChangePercent = comparison.changePercent(to: set.listenCount)
        if case .artists(let entries, let total)? = content(.artists)?.content {
            set.topArtists = entries
            set.artistCount = total ?? entries.count
        }
        if case .releases(let entries, let total)? = content(.releases)?.content {
            set.topReleases = entries
            set.releaseCount = total ?? entries.count
        }
        if case .releaseGroups(let entries, let total)? = content(.releaseGroups)?.content {
            set.topReleaseGroups = entries
            set.releaseGroupCount = total ?? entries.count
        }
        if case .recordings(let entries, let total)? = content(.recordings)?.content {
            set.topRecordings = entries
            set.recordingCount = total ?? entries.count
        }
        if case .dailyActivity(let grid)? = content(.dailyActivity)?.content { set.hourWeekday = grid }
        return set
    }

    /// The previous period's buckets and this period's: this period is the one the last bucket
    /// falls in (its week, month, quarter, half year or year; all_time has no previous one).
    static func split(_ buckets: [ActivityBucket], range: StatRange) -> (previous: [ActivityBucket], current: [ActivityBucket]) {
        guard let last = buckets.last, range != .allTime else { return ([], buckets) }
        let lastDay = CalendarDay(dayNumber: Int(WallClock.floorDiv(last.fromTS, 86_400)))
        let periodStart: CalendarDay
        switch range {
        case .thisWeek, .week: periodStart = lastDay.mondayOnOrBefore
        case .thisMonth, .month: periodStart = lastDay.firstOfMonth
        case .quarter: periodStart = CalendarDay(year: lastDay.year, month: (lastDay.month - 1) / 3 * 3 + 1, day: 1)
        case .halfYearly: periodStart = CalendarDay(year: lastDay.year, month: lastDay.month <= 6 ? 1 : 7, day: 1)
        case .thisYear, .year, .allTime: periodStart = CalendarDay(year: lastDay.year, month: 1, day: 1)
        }
        let boundary = Int64(periodStart.dayNumber) * 86_400
        let index = buckets.firstIndex { $0.fromTS >= boundary } ?? buckets.count
        return (Array(buckets[..<index]), Array(buckets[index...]))
    }

    /// Days, months or years, from the buckets' length.
    static func granularity(of buckets: [ActivityBucket]) -> ActivityGranularity {
        guard let first = buckets.first else { return .day }
        let length = first.toTS - first.fromTS
        return length < 2 * 86_400 ? .day : length < 40 * 86_400 ? .month : .year
    }
}

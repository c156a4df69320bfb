import ListenModel

extension ServerStatSet {
    /// The `StatSet` of a calendar year from ListenBrainz's Year in Music of it: its totals,
    /// top lists, listens per day (so days and months too) and weekday, in UTC as ListenBrainz
    /// counts them. Nil when the review is empty.
    ///
    /// The year before is compared only when its review (`previous`) is stored too; without it
    /// the previous window is empty and nothing is compared. The review names no totals of
    /// albums and tracks (nor of artists before 2022): those counts are 0, meaning unknown, not
    /// the length of a top list.
    public static func make(yearInMusic data: YearInMusicServerData, previous: YearInMusicServerData? = nil) -> StatSet? {
        guard !data.isEmpty else { return nil }
        let start = Int64(CalendarDay(year: data.year, month: 1, day: 1).dayNumber) * 86_400
        let end = Int64(CalendarDay(year: data.year + 1, month: 1, day: 1).dayNumber) * 86_400
        let previousStart = Int64(CalendarDay(year: data.year - 1, month: 1, day: 1).dayNumber) * 86_400
        let comparesPrevious = previous.map { !$0.isEmpty && $0.year == data.year - 1 } ?? false
        var set = StatSet(
            window: TimeWindow(start: start, end: end),
            previousWindow: TimeWindow(start: comparesPrevious ? previousStart : start, end: start), timeZone: "UTC")
        set.rangeName = String(data.year)
        set.asOf = end - 1
        set.granularity = .month
        set.topArtists = data.topArtists
        set.topReleaseGroups = data.topReleaseGroups
        // ListenBrainz's review ranks release groups; they stand in for the albums.
        set.topReleases = data.topReleaseGroups
        set.topRecordings = data.topRecordings
        set.days = days(of: data)
        set.listenCount = data.totalListenCount ?? set.days.reduce(0) { $0 + $1.listenCount }
        set.artistCount = data.totalArtistsCount ?? 0
        set.newArtistCount = data.totalNewArtistsDiscovered ?? 0
        set.activity = months(of: data.year, days: set.days)
        if let previous, comparesPrevious {
            let previousDays = days(of: previous)
            set.previousActivity = months(of: previous.year, days: previousDays)
            set.previousListenCount = previous.totalListenCount ?? previousDays.reduce(0) { $0 + $1.listenCount }
        }
        return set
    }

    /// The review's listens per day that fall in its year.
    private static func days(of data: YearInMusicServerData) -> [DayCount] {
        data.listensPerDay.map {
            DayCount(day: CalendarDay(dayNumber: Int(WallClock.floorDiv($0.fromTS, 86_400))), listenCount: $0.listenCount)
        }.filter { $0.day.year == data.year }
    }

    /// Twelve monthly buckets of `year` summed from its days.
    private static func months(of year: Int, days: [DayCount]) -> [ActivityBucket] {
        (1...12).map { month in
            let first = CalendarDay(year: year, month: month, day: 1)
            let next = first.adding(months: 1)
            let listens = days.filter { $0.day >= first && $0.day < next }.reduce(0) { $0 + $1.listenCount }
            return ActivityBucket(
                fromTS: Int64(first.dayNumber) * 86_400, toTS: Int64(next.dayNumber) * 86_400 - 1,
                timeRange: "\(first.monthName) \(year)", listenCount: listens)
        }
    }
}

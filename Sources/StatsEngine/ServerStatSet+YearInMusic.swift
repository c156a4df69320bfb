import ListenModel

extension ServerStatSet {
    /// The `StatSet` of a calendar year from ListenBrainz's Year in Music of it: its totals,
    /// top lists, listens per day (so days and months too) and weekday, in UTC as ListenBrainz
    /// counts them. Nil when the review is empty.
    public static func make(yearInMusic data: YearInMusicServerData) -> StatSet? {
        guard !data.isEmpty else { return nil }
        let start = Int64(CalendarDay(year: data.year, month: 1, day: 1).dayNumber) * 86_400
        let end = Int64(CalendarDay(year: data.year + 1, month: 1, day: 1).dayNumber) * 86_400
        var set = StatSet(
            window: TimeWindow(start: start, end: end), previousWindow: TimeWindow(start: start, end: start), timeZone: "UTC")
        set.rangeName = String(data.year)
        set.asOf = end - 1
        set.granularity = .month
        set.topArtists = data.topArtists
        set.topReleaseGroups = data.topReleaseGroups
        // ListenBrainz's review ranks release groups; they stand in for the albums.
        set.topReleases = data.topReleaseGroups
        set.topRecordings = data.topRecordings
        let days = data.listensPerDay.map {
            DayCount(day: CalendarDay(dayNumber: Int(WallClock.floorDiv($0.fromTS, 86_400))), listenCount: $0.listenCount)
        }
        set.days = days.filter { $0.day.year == data.year }
        set.listenCount = data.totalListenCount ?? set.days.reduce(0) { $0 + $1.listenCount }
        set.artistCount = data.totalArtistsCount ?? data.topArtists.count
        set.releaseCount = data.topReleaseGroups.count
        set.releaseGroupCount = data.topReleaseGroups.count
        set.recordingCount = data.topRecordings.count
        set.newArtistCount = data.totalNewArtistsDiscovered ?? 0
        set.activity = (1...12).map { month in
            let first = CalendarDay(year: data.year, month: month, day: 1)
            let next = first.adding(months: 1)
            let listens = set.days.filter { $0.day >= first && $0.day < next }.reduce(0) { $0 + $1.listenCount }
            return ActivityBucket(
                fromTS: Int64(first.dayNumber) * 86_400, toTS: Int64(next.dayNumber) * 86_400 - 1,
                timeRange: "\(first.monthName) \(data.year)", listenCount: listens)
        }
        return set
    }
}

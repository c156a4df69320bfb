import ListenModel

extension StatsEngine {
    /// Northern meteorological seasons inside one calendar year, as month lists.
    static let seasons: [(name: String, months: [Int])] = [
        ("winter", [1, 2, 12]), ("spring", [3, 4, 5]), ("summer", [6, 7, 8]), ("autumn", [9, 10, 11]),
    ]

    /// How long a review's top lists are unless asked.
    public static let yearReviewTopCount = 50

    /// A Year in Music for `year` on this engine's wall clock, with top lists of `topCount`.
    /// When `asOf` falls inside the year (it is in progress), the year is compared with the same
    /// months of the year before, as the report's headline compares its listens.
    public func yearReview(_ year: Int, topCount: Int = yearReviewTopCount, asOf: Int64? = nil) -> YearReview {
        var review = yearReviewLeavingOutTimeline(year, topCount: topCount, asOf: asOf)
        fillForgottenFavourites(&review)
        return review
    }

    /// The review but its forgotten favourites (`fillForgottenFavourites`), the one part that
    /// needs the milestone timeline. Its year's statistics leave the milestones out: a review
    /// shows none of them.
    func yearReviewLeavingOutTimeline(_ year: Int, topCount: Int, asOf: Int64?) -> YearReview {
        let first = CalendarDay(year: year, month: 1, day: 1)
        let clock = index.clock
        let window = TimeWindow(start: clock.start(of: first), end: clock.start(of: first.adding(months: 12)))
        let yearRange = ResolvedRange(
            name: "\(year)", timeZone: clock.identifier, asOf: window.end - 1, window: window,
            previousWindow: TimeWindow(start: window.start, end: window.start), firstDay: first,
            lastDay: CalendarDay(year: year, month: 12, day: 31), granularity: .day,
            activityBuckets: RangeResolver.buckets(from: first, until: { $0.year == year }, .day, .date, clock),
            previousActivityBuckets: [])
        let set = statSetLeavingOutMilestones(for: yearRange, topCount: topCount)

        var review = YearReview(year: year, timeZone: clock.identifier)
        review.listenCount = set.listenCount
        review.artistCount = set.artistCount
        review.newArtistCount = set.newArtistCount
        review.listeningSeconds = set.listeningMs / 1000
        review.estimatedListenCount = set.estimatedListenCount
        review.topArtists = set.topArtists
        review.topReleaseGroups = set.topReleaseGroups ?? []
        review.topAlbums = set.topReleases
        review.topRecordings = set.topRecordings
        review.listensPerDay = set.activity
        review.weekdayCounts = set.hourWeekday.counts.map { $0.reduce(0, +) }
        if set.listenCount > 0, let busiest = review.weekdayCounts.indices.max(by: { review.weekdayCounts[$0] < review.weekdayCounts[$1] || (review.weekdayCounts[$0] == review.weekdayCounts[$1] && $0 > $1) }) {
            review.mostActiveWeekday = CalendarNames.weekdays[busiest]
        }
        review.biggestDay = set.days.reduce(nil) { best, day in
            day.listenCount > (best?.listenCount ?? 0) ? day : best
        }
        if let music = set.music {
            review.topGenres = Array(music.topGenres.prefix(10))
            review.mostListenedReleaseYear = music.releaseYears.max {
                $0.listenCount != $1.listenCount ? $0.listenCount < $1.listenCount : $0.year > $1.year
            }
        }
        let positions = index.positions(in: window)
        if !positions.isEmpty { review.firstListen = index.history.listen(at: positions.lowerBound) }

        review.monthTopArtists = (1...12).map { month in
            let tally = tally(months: [month], of: year)
            let counts = tally.artistCounts(index)
            let top = index.order(index.artists, counts).top(1).first
            return MonthTopArtist(month: month, artist: top.map { index.artist($0, listenCount: counts[Int($0)]) })
        }
        review.seasonTopRecordings = Self.seasons.map { season in
            let counts = tally(months: season.months, of: year)
                .counts(index.entities.trackRecording, entityCount: index.recordings.count)
            let top = index.order(index.recordings, counts).top(1).first.map {
                index.recording($0, listenCount: counts[Int($0)])
            }
            return SeasonTopRecording(season: season.name, recording: top)
        }
        fillComparisons(&review, stats: set, window: window, asOf: asOf)
        return review
    }

    /// The listens of the given months of `year`, counted together.
    private func tally(months: [Int], of year: Int) -> WindowTally {
        var total: WindowTally?
        for month in months {
            let first = CalendarDay(year: year, month: month, day: 1)
            let window = TimeWindow(start: index.clock.start(of: first), end: index.clock.start(of: first.adding(months: 1)))
            let tally = WindowTally(index, positions: index.positions(in: window))
            total = total.map { $0.adding(tally) } ?? tally
        }
        return total ?? WindowTally(index, positions: 0..<0)
    }
}

import ListenModel

/// The Year in Music: the year's numbers, its months and seasons, and the poster.
struct YearInMusicSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var cards: [HeadlineCard]
    var months: [YearMonthRow]
    var seasons: [YearMonthRow]
    var hasFirstListen: Bool
    var firstListen: String
    var charts: [ChartView]
    var hasChart: Bool

    init(content: ReportContent, charts: [ChartView]) {
        self.charts = charts
        hasChart = !charts.isEmpty
        guard let review = content.yearReview, review.listenCount > 0 else {
            available = false
            unavailableMessage = "The Year in Music is not available for this year."
            cards = []
            months = []
            seasons = []
            hasFirstListen = false
            firstListen = ""
            return
        }
        available = true
        unavailableMessage = ""
        let clock = WallClock(named: review.timeZone)
        // Listens, time, artists (the headline), new artists (the discoveries), the biggest day
        // (the calendar), the top genre and the most listened release year (the music sections)
        // are on the page already: each number once a page. The share cards and data.json keep
        // them all.
        var cards: [HeadlineCard] = []
        if let weekday = review.mostActiveWeekday {
            cards.append(HeadlineCard(label: "Favourite weekday", value: weekday))
        }
        self.cards = cards
        months = review.monthTopArtists.map { month in
            YearMonthRow(
                label: CalendarNames.months[max(0, min(11, month.month - 1))], name: month.artist?.name ?? "–",
                byline: "", hasByline: false, count: month.artist.map { DisplayFormat.count($0.listenCount) } ?? "0",
                link: month.artist.flatMap { EntityLinks.link(EntityRef($0), in: content.entityLinks) })
        }
        seasons = review.seasonTopRecordings.map { season in
            YearMonthRow(
                label: season.season.prefix(1).uppercased() + season.season.dropFirst(),
                name: season.recording?.trackName ?? "–", byline: season.recording?.artistName ?? "",
                hasByline: season.recording != nil,
                count: season.recording.map { DisplayFormat.count($0.listenCount) } ?? "0",
                link: season.recording.flatMap { EntityLinks.link(EntityRef($0), in: content.entityLinks) })
        }
        if let first = review.firstListen {
            hasFirstListen = true
            let day = DisplayFormat.day(clock.day(at: first.listenedAt), weekday: false)
            firstListen =
                "\(first.track.effectiveTitle) by \(first.track.effectiveArtistCredit), \(day) at \(DisplayFormat.clockTime(first.listenedAt, on: clock))."
        } else {
            hasFirstListen = false
            firstListen = ""
        }
    }
}

import ChartKit
import Charts
import ListenModel

/// Turns the engine's Year in Music and the year's calendar into the poster, so the poster
/// shows the numbers `listenstats` computes for the year and nothing counted on the side.
public struct YearReviewCharts: Sendable {
    public var review: YearReview
    public var user: String
    /// The year's days: `StatSetCharts.calendarHeatmap(year:)` of the year's `StatSet`, as the
    /// yearly report draws it.
    public var calendar: CalendarHeatmapData

    public init(review: YearReview, user: String, calendar: CalendarHeatmapData) {
        self.review = review
        self.user = user
        self.calendar = calendar
    }

    /// The year's headline numbers; the streak is read from the calendar drawn beside them.
    public func statCards() -> [StatCard] {
        [
            StatCard(value: NumberFormat.grouped(review.listenCount), label: "Listens", note: review.mostActiveWeekday.map { "\($0)s most of all" }),
            StatCard.listeningTime(milliseconds: review.listeningSeconds * 1000, estimatedListens: review.estimatedListenCount),
            StatCard(value: NumberFormat.grouped(review.artistCount), label: "Artists"),
            StatCard(value: NumberFormat.grouped(review.newArtistCount), label: "New discoveries", note: "artists first heard in \(review.year)"),
            StatCard(value: StatCard.days(calendar.longestStreak), label: "Longest streak"),
            StatCard(
                value: NumberFormat.grouped(review.biggestDay?.listenCount ?? 0), label: "Biggest day",
                note: review.biggestDay.map { "\($0.day)" }),
        ]
    }

    /// How many albums the poster shows (the square poster shows four of them).
    public static let posterAlbums = 5

    /// The Year in Music poster: cards, the top five artists and albums, and the calendar.
    public func poster(coverDirectory: String?) -> YearPosterData {
        YearPosterData(
            year: review.year, userName: user, cards: statCards(),
            topArtists: review.topArtists.prefix(5).map { TopBarsItem(label: $0.name, count: $0.listenCount, rankChange: nil) },
            topAlbums: review.topAlbums.prefix(Self.posterAlbums).map { AlbumTile($0, coverDirectory: coverDirectory) },
            calendar: calendar)
    }
}

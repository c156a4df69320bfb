import Charts
import Foundation
import ListenModel

extension StatSetCharts {
    /// The shareable Year in Music poster: the year's numbers, top artists and albums, and
    /// its calendar.
    func poster(_ review: YearReview) -> YearPosterData {
        let hours = review.listeningSeconds / 3600
        let cards = [
            StatCard(value: "\(review.listenCount)", label: "listens"),
            StatCard(value: "\(hours)", label: "hours"),
            StatCard(value: "\(review.artistCount)", label: "artists"),
            StatCard(value: "\(review.newArtistCount)", label: "new artists"),
        ]
        let artists = review.topArtists.prefix(5).map {
            TopBarsItem(label: $0.name, count: $0.listenCount, rankChange: nil)
        }
        let albums = review.topReleaseGroups.prefix(9).map {
            AlbumTile(release: $0.name, artist: $0.artistName, listenCount: $0.listenCount)
        }
        return YearPosterData(
            year: review.year, userName: user, cards: cards, topArtists: Array(artists), topAlbums: Array(albums),
            calendar: calendarHeatmap(year: review.year))
    }
}

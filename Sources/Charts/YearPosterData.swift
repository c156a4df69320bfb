/// What the Year in Music poster shows: headline numbers, top artists and albums, and the year's calendar.
public struct YearPosterData: Hashable, Sendable {
    public var year: Int
    public var userName: String
    public var cards: [StatCard]
    public var topArtists: [TopBarsItem]
    public var topAlbums: [AlbumTile]
    public var calendar: CalendarHeatmapData

    public init(year: Int, userName: String, cards: [StatCard], topArtists: [TopBarsItem], topAlbums: [AlbumTile], calendar: CalendarHeatmapData) {
        self.year = year
        self.userName = userName
        self.cards = cards
        self.topArtists = topArtists
        self.topAlbums = topAlbums
        self.calendar = calendar
    }
}

import ListenModel

/// Artists and albums heard for the first time in the period.
struct DiscoveriesSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var summary: String
    var artists: [TopListRow]
    var hasArtists: Bool
    var albums: [TopListRow]
    var hasAlbums: Bool

    init(content: ReportContent) {
        let stats = content.stats
        let noun = content.period.kind.noun
        available = stats.listenCount > 0 && content.period.kind != .allTime
        unavailableMessage =
            content.period.kind == .allTime
            ? "Every artist is a discovery of all time." : "No listens, so no discoveries this \(noun)."
        let artistWord = stats.newArtistCount == 1 ? "artist" : "artists"
        let albumWord = stats.newReleaseCount == 1 ? "album" : "albums"
        summary =
            "\(DisplayFormat.count(stats.newArtistCount)) \(artistWord) and \(DisplayFormat.count(stats.newReleaseCount)) \(albumWord) heard for the first time this \(noun)."
        let topArtist = stats.newArtists.first?.listenCount ?? 0
        artists = stats.newArtists.prefix(10).enumerated().map { offset, artist in
            TopListRow(
                rank: offset + 1, name: artist.name, link: EntityLinks.link(EntityRef(artist), in: content.entityLinks), byline: "",
                count: artist.listenCount, topCount: topArtist)
        }
        hasArtists = !artists.isEmpty
        let topAlbum = stats.newReleases.first?.listenCount ?? 0
        albums = stats.newReleases.prefix(10).enumerated().map { offset, release in
            TopListRow(
                rank: offset + 1, name: release.name, link: EntityLinks.link(EntityRef(release), in: content.entityLinks),
                byline: release.artistName, count: release.listenCount, topCount: topAlbum)
        }
        hasAlbums = !albums.isEmpty
    }
}

/// Read through key paths, not `Mirror` (`MustacheFields`): every name its rows lack is looked
/// up here before the page.
extension DiscoveriesSection: MustacheFields {
    static let fields: [String: @Sendable (DiscoveriesSection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "summary": { $0.summary },
        "artists": { $0.artists }, "hasArtists": { $0.hasArtists }, "albums": { $0.albums },
        "hasAlbums": { $0.hasAlbums },
    ]
}

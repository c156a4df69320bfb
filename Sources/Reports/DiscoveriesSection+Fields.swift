/// Read through key paths, not `Mirror` (`MustacheFields`): every name its rows lack is looked
/// up here before the page.
extension DiscoveriesSection: MustacheFields {
    static let fields: [String: PartialKeyPath<DiscoveriesSection> & Sendable] = [
        "available": \.available, "unavailableMessage": \.unavailableMessage, "summary": \.summary,
        "artists": \.artists, "hasArtists": \.hasArtists, "albums": \.albums, "hasAlbums": \.hasAlbums,
    ]
}

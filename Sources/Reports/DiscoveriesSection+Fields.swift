/// Read through key paths, not `Mirror` (`MustacheFields`): every name its rows lack is looked
/// up here before the page.
extension DiscoveriesSection: MustacheFields {
    static let fields: [String: @Sendable (DiscoveriesSection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "summary": { $0.summary },
        "artists": { $0.artists }, "hasArtists": { $0.hasArtists }, "albums": { $0.albums },
        "hasAlbums": { $0.hasAlbums },
    ]
}

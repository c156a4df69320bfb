/// Read through key paths, not `Mirror` (`MustacheFields`): every name its rows and groups lack
/// is looked up here before the page.
extension ReviewListSection: MustacheFields {
    static let fields: [String: @Sendable (ReviewListSection) -> Any] = [
        "sectionID": { $0.sectionID }, "title": { $0.title }, "available": { $0.available },
        "unavailableMessage": { $0.unavailableMessage }, "intro": { $0.intro }, "hasIntro": { $0.hasIntro },
        "cards": { $0.cards }, "hasCards": { $0.hasCards }, "groups": { $0.groups }, "foldsGroups": { $0.foldsGroups },
        "foldSummary": { $0.foldSummary }, "charts": { $0.charts }, "hasPlaylist": { $0.hasPlaylist },
        "playlistPath": { $0.playlistPath }, "playlistSummary": { $0.playlistSummary },
    ]
}

/// Read through key paths, not `Mirror` (`MustacheFields`): four top lists on every report, and
/// every name their rows lack is looked up here before the page.
extension TopListSection: MustacheFields {
    static let fields: [String: @Sendable (TopListSection) -> Any] = [
        "id": { $0.id }, "title": { $0.title }, "nameHeading": { $0.nameHeading }, "valueHeading": { $0.valueHeading },
        "bylineHeading": { $0.bylineHeading }, "available": { $0.available },
        "unavailableMessage": { $0.unavailableMessage }, "rows": { $0.rows }, "leadingRows": { $0.leadingRows }, "hasLeadingRows": { $0.hasLeadingRows },
        "moreRows": { $0.moreRows }, "hasMoreRows": { $0.hasMoreRows }, "moreStart": { $0.moreStart },
        "moreSummary": { $0.moreSummary }, "hasBylines": { $0.hasBylines }, "charts": { $0.charts },
        "hasChart": { $0.hasChart }, "hasPlaylist": { $0.hasPlaylist }, "hasFileLinks": { $0.hasFileLinks }, "playlistPath": { $0.playlistPath },
    ]
}

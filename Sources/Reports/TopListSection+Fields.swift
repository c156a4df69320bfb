/// Read through key paths, not `Mirror` (`MustacheFields`): four top lists on every report, and
/// every name their rows lack is looked up here before the page.
extension TopListSection: MustacheFields {
    static let fields: [String: PartialKeyPath<TopListSection> & Sendable] = [
        "id": \.id, "title": \.title, "nameHeading": \.nameHeading, "valueHeading": \.valueHeading,
        "bylineHeading": \.bylineHeading, "available": \.available, "unavailableMessage": \.unavailableMessage,
        "rows": \.rows, "leadingRows": \.leadingRows, "moreRows": \.moreRows, "hasMoreRows": \.hasMoreRows,
        "moreStart": \.moreStart, "moreSummary": \.moreSummary, "hasBylines": \.hasBylines, "charts": \.charts,
        "hasChart": \.hasChart, "chartLinks": \.chartLinks, "hasChartLinks": \.hasChartLinks,
    ]
}

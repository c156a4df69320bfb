extension TopListRow: MustacheFields {
    static let fields: [String: @Sendable (TopListRow) -> Any] = [
        "rank": { $0.rank }, "name": { $0.name }, "hasLink": { $0.hasLink }, "link": { $0.link },
        "byline": { $0.byline }, "hasByline": { $0.hasByline }, "count": { $0.count }, "barPercent": { $0.barPercent },
        "changeText": { $0.changeText }, "hasChange": { $0.hasChange }, "changeClass": { $0.changeClass },
        "hasCover": { $0.hasCover }, "coverPath": { $0.coverPath }, "coverAlt": { $0.coverAlt },
        "hasCoverTile": { $0.hasCoverTile }, "coverInitial": { $0.coverInitial },
    ]
}

extension TopListRow: MustacheFields {
    static let fields: [String: PartialKeyPath<TopListRow> & Sendable] = [
        "rank": \.rank, "name": \.name, "hasLink": \.hasLink, "link": \.link, "byline": \.byline,
        "hasByline": \.hasByline, "count": \.count, "barPercent": \.barPercent, "changeText": \.changeText,
        "hasChange": \.hasChange, "changeClass": \.changeClass, "hasCover": \.hasCover, "coverPath": \.coverPath,
        "coverAlt": \.coverAlt, "hasCoverTile": \.hasCoverTile, "coverInitial": \.coverInitial,
    ]
}

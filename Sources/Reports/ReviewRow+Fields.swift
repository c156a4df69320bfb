/// Read through key paths, not `Mirror` (`MustacheFields`): on this day, milestones and the
/// year review render dozens of these rows on every report.
extension ReviewRow: MustacheFields {
    static let fields: [String: PartialKeyPath<ReviewRow> & Sendable] = [
        "lead": \.lead, "leadClass": \.leadClass, "name": \.name, "hasLink": \.hasLink, "link": \.link,
        "byline": \.byline, "hasByline": \.hasByline, "value": \.value,
    ]
}

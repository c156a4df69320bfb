/// Read through key paths, not `Mirror` (`MustacheFields`): on this day, milestones and the
/// year review render dozens of these rows on every report.
extension ReviewRow: MustacheFields {
    static let fields: [String: @Sendable (ReviewRow) -> Any] = [
        "lead": { $0.lead }, "leadClass": { $0.leadClass }, "name": { $0.name }, "hasLink": { $0.hasLink },
        "link": { $0.link }, "byline": { $0.byline }, "hasByline": { $0.hasByline }, "value": { $0.value },
    ]
}

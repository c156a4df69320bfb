extension ActivityRow: MustacheFields {
    static let fields: [String: @Sendable (ActivityRow) -> Any] = [
        "label": { $0.label }, "shortLabel": { $0.shortLabel }, "count": { $0.count },
        "previousCount": { $0.previousCount }, "barPercent": { $0.barPercent },
    ]
}

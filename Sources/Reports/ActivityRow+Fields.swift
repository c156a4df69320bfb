extension ActivityRow: MustacheFields {
    static let fields: [String: PartialKeyPath<ActivityRow> & Sendable] = [
        "label": \.label, "shortLabel": \.shortLabel, "count": \.count, "previousCount": \.previousCount,
        "barPercent": \.barPercent,
    ]
}

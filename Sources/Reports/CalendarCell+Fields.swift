extension CalendarCell: MustacheFields {
    static let fields: [String: @Sendable (CalendarCell) -> Any] = [
        "level": { $0.level }, "label": { $0.label }, "isPadding": { $0.isPadding }, "dayOfMonth": { $0.dayOfMonth }, "count": { $0.count },
        "link": { $0.link }, "hasLink": { $0.hasLink },
    ]
}

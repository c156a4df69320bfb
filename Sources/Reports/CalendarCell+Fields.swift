extension CalendarCell: MustacheFields {
    static let fields: [String: PartialKeyPath<CalendarCell> & Sendable] = [
        "level": \.level, "label": \.label, "isPadding": \.isPadding, "dayOfMonth": \.dayOfMonth,
    ]
}

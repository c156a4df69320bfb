/// One day in the calendar grid; `isPadding` cells only align the first week.
struct CalendarCell: Sendable {
    var level: Int
    var label: String
    var isPadding: Bool
    /// The day of the month, shown inside the cell in the month-style layout.
    var dayOfMonth: String
    /// The day's listens, written in the cell of the month-style layout; empty for none.
    var count: String = ""
    /// The day's listens on the site's page of its month; empty for none.
    var link: String = ""
    var hasLink = false
}

extension CalendarCell: MustacheFields {
    static let fields: [String: @Sendable (CalendarCell) -> Any] = [
        "level": { $0.level }, "label": { $0.label }, "isPadding": { $0.isPadding }, "dayOfMonth": { $0.dayOfMonth }, "count": { $0.count },
        "link": { $0.link }, "hasLink": { $0.hasLink },
    ]
}

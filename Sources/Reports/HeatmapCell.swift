/// One hour of one weekday in the heatmap.
struct HeatmapCell: Sendable {
    /// 0 (no listens) to 4 (the busiest hours), a CSS class.
    var level: Int
    /// "Friday 21:00 · 34 listens", shown on hover and read by screen readers.
    var label: String
    /// The listens written in the cell of the phone's table ("34"); empty for none.
    var count: String
}

extension HeatmapCell: MustacheFields {
    static let fields: [String: @Sendable (HeatmapCell) -> Any] = ["level": { $0.level }, "label": { $0.label }, "count": { $0.count }]
}

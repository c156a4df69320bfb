extension HeatmapCell: MustacheFields {
    static let fields: [String: @Sendable (HeatmapCell) -> Any] = ["level": { $0.level }, "label": { $0.label }, "count": { $0.count }]
}

extension HeatmapSection: MustacheFields {
    static let fields: [String: @Sendable (HeatmapSection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "peak": { $0.peak },
        "timeZone": { $0.timeZone }, "rows": { $0.rows }, "hourLabels": { $0.hourLabels }, "hourRows": { $0.hourRows }, "charts": { $0.charts },
        "hasChart": { $0.hasChart },
    ]
}

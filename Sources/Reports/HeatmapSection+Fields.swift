extension HeatmapSection: MustacheFields {
    static let fields: [String: PartialKeyPath<HeatmapSection> & Sendable] = [
        "available": \.available, "unavailableMessage": \.unavailableMessage, "peak": \.peak, "timeZone": \.timeZone,
        "rows": \.rows, "hourLabels": \.hourLabels, "charts": \.charts, "hasChart": \.hasChart,
    ]
}

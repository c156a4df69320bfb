extension HeatmapCell: MustacheFields {
    static let fields: [String: PartialKeyPath<HeatmapCell> & Sendable] = ["level": \.level, "label": \.label]
}

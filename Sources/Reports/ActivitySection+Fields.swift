extension ActivitySection: MustacheFields {
    static let fields: [String: PartialKeyPath<ActivitySection> & Sendable] = [
        "available": \.available, "unavailableMessage": \.unavailableMessage, "summary": \.summary,
        "changeText": \.changeText, "changeClass": \.changeClass, "hasComparison": \.hasComparison,
        "bucketHeading": \.bucketHeading, "currentHeading": \.currentHeading, "previousHeading": \.previousHeading,
        "rows": \.rows, "charts": \.charts, "hasChart": \.hasChart,
    ]
}

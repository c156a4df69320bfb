extension ActivitySection: MustacheFields {
    static let fields: [String: @Sendable (ActivitySection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "summary": { $0.summary },
        "changeText": { $0.changeText }, "changeClass": { $0.changeClass }, "hasComparison": { $0.hasComparison },
        "bucketHeading": { $0.bucketHeading }, "currentHeading": { $0.currentHeading },
        "previousHeading": { $0.previousHeading }, "rows": { $0.rows }, "charts": { $0.charts },
        "hasChart": { $0.hasChart },
    ]
}

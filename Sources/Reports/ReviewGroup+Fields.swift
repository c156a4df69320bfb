/// Read through key paths, not `Mirror` (`MustacheFields`): its rows look names up through it.
extension ReviewGroup: MustacheFields {
    static let fields: [String: PartialKeyPath<ReviewGroup> & Sendable] = [
        "title": \.title, "hasTitle": \.hasTitle, "note": \.note, "hasNote": \.hasNote, "rows": \.rows,
        "hasRows": \.hasRows, "valueHeading": \.valueHeading,
    ]
}

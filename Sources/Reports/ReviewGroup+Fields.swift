/// Read through key paths, not `Mirror` (`MustacheFields`): its rows look names up through it.
extension ReviewGroup: MustacheFields {
    static let fields: [String: @Sendable (ReviewGroup) -> Any] = [
        "title": { $0.title }, "hasTitle": { $0.hasTitle }, "note": { $0.note }, "hasNote": { $0.hasNote },
        "rows": { $0.rows }, "hasRows": { $0.hasRows }, "valueHeading": { $0.valueHeading },
        "hasValues": { $0.hasValues }, "noteLink": { $0.noteLink }, "noteLinkTitle": { $0.noteLinkTitle },
        "hasNoteLink": { $0.hasNoteLink },
    ]
}

/// A titled list inside a review section ("Climbers", "One year ago this week").
struct ReviewGroup: Sendable {
    var title: String
    var hasTitle: Bool
    /// A sentence under the title; empty for none.
    var note: String
    var hasNote: Bool
    var rows: [ReviewRow]
    var hasRows: Bool
    /// The Markdown table's heading of the value column; empty for rows without values.
    var valueHeading: String
    var hasValues: Bool
    /// A link after the note ("Their listens", to a day's page); empty for none.
    var noteLink = ""
    var noteLinkTitle = ""
    var hasNoteLink = false

    init(title: String = "", note: String = "", rows: [ReviewRow], valueHeading: String = "Listens") {
        self.title = title
        hasTitle = !title.isEmpty
        self.note = note
        hasNote = !note.isEmpty
        self.rows = rows
        hasRows = !rows.isEmpty
        self.valueHeading = valueHeading
        hasValues = !valueHeading.isEmpty
    }
}

/// Read through key paths, not `Mirror` (`MustacheFields`): its rows look names up through it.
extension ReviewGroup: MustacheFields {
    static let fields: [String: @Sendable (ReviewGroup) -> Any] = [
        "title": { $0.title }, "hasTitle": { $0.hasTitle }, "note": { $0.note }, "hasNote": { $0.hasNote },
        "rows": { $0.rows }, "hasRows": { $0.hasRows }, "valueHeading": { $0.valueHeading },
        "hasValues": { $0.hasValues }, "noteLink": { $0.noteLink }, "noteLinkTitle": { $0.noteLinkTitle },
        "hasNoteLink": { $0.hasNoteLink },
    ]
}

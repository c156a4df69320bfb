/// A kind of report file `run` writes for each range.
enum ReportFormat: String, Sendable, CaseIterable {
    case html
    case markdown
    case json
}

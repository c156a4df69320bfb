/// One line of an import file that did not become a new listen, and why.
public struct ImportLineRecord: Sendable, Hashable {
    /// The file (for a zip or folder, `export.zip:listens/2024/5.jsonl`).
    public var file: String
    /// 1-based line number; for a JSON array, the line the element starts on.
    public var line: Int
    public var outcome: ImportLineOutcome

    public init(file: String, line: Int, outcome: ImportLineOutcome) {
        self.file = file
        self.line = line
        self.outcome = outcome
    }
}

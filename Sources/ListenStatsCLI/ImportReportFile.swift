import Foundation
import ListenSources

/// The `--report` file: every line that was not imported, as a JSON list, in file order.
struct ImportReportFile {
    /// One entry of the list.
    struct Entry: Encodable {
        var file: String
        var line: Int
        /// `duplicate`, `merged` or `skipped`.
        var outcome: String
        /// Why a line was skipped.
        var reason: String?
    }

    let entries: [Entry]

    init(_ summaries: [ImportFileSummary]) {
        entries = summaries.flatMap { summary in
            summary.notImported.map { record in
                switch record.outcome {
                case .duplicate: Entry(file: record.file, line: record.line, outcome: "duplicate")
                case .merged: Entry(file: record.file, line: record.line, outcome: "merged")
                case .skipped(let reason):
                    Entry(file: record.file, line: record.line, outcome: "skipped", reason: reason.rawValue)
                }
            }
        }
    }

    /// Writes the list atomically (a temporary file renamed into place).
    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            try encoder.encode(entries).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError("cannot write the report to \(path): \(error.localizedDescription)", status: .cannotCreate)
        }
    }
}

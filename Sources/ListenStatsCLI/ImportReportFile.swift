import Foundation
import ListenSources

/// The `--report` file: every line that was not imported, as a JSON list, in file order.
///
/// Entries are written as the import decides them, so a file of millions of skipped lines
/// costs no memory, and the list is complete up to the point an import stopped: a file that
/// failed gets a `failed` entry naming why. The list appears under its name only when
/// finished (a temporary file beside it is renamed), so a reader never sees half of it.
final class ImportReportFile {
    /// One entry of the list.
    struct Entry: Encodable {
        var file: String
        var line: Int?
        /// `duplicate`, `merged`, `skipped`, or `failed` for a file that stopped the import.
        var outcome: String
        /// Why a line was skipped or a file failed.
        var reason: String?
    }

    let path: String
    private let temporaryPath: String
    private let handle: FileHandle
    private var count = 0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }()

    /// Starts the list at `path` (written in full by `finish()`).
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        guard FileManager.default.createFile(atPath: temporaryPath, contents: Data("[".utf8)),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else {
            throw CLIError("cannot write the report to \(path); check that its folder exists and is writable", status: .cannotCreate)
        }
        self.handle = handle
        _ = try? handle.seekToEnd()
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    /// Adds the line `record`.
    func append(_ record: ImportLineRecord) throws {
        switch record.outcome {
        case .duplicate: try append(Entry(file: record.file, line: record.line, outcome: "duplicate"))
        case .merged: try append(Entry(file: record.file, line: record.line, outcome: "merged"))
        case .skipped(let reason):
            try append(Entry(file: record.file, line: record.line, outcome: "skipped", reason: reason.rawValue))
        }
    }

    /// Adds that the file at `path` stopped the import with `error` (nothing of it was stored).
    func appendFailure(of path: String, _ error: any Error) throws {
        let importError = error as? ImportError
        try append(
            Entry(
                file: importError?.file ?? path, line: importError?.line, outcome: "failed",
                reason: importError?.message ?? String(describing: error)))
    }

    /// Ends the list and puts it in place.
    func finish() throws {
        try write(count == 0 ? "]\n" : "\n]\n")
        do {
            try handle.close()
            guard rename(temporaryPath, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            throw CLIError("cannot write the report to \(path): \(error.localizedDescription)", status: .cannotCreate)
        }
    }

    private func append(_ entry: Entry) throws {
        let object = String(decoding: try encoder.encode(entry), as: UTF8.self)
        let indented = object.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        try write((count == 0 ? "\n" : ",\n") + indented)
        count += 1
    }

    private func write(_ text: String) throws {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw CLIError("cannot write the report to \(path): \(error.localizedDescription)", status: .cannotCreate)
        }
    }
}

import FileWriting
import Foundation
import JSONWriting
import ListenSources

/// The `--report` file: every line that was not imported, as a JSON list, in file order.
///
/// Entries are written as the import decides them, so a file of millions of skipped lines
/// costs no memory, and the list is complete up to the point an import stopped: a file that
/// failed gets a `failed` entry naming why. The list appears under its name only when
/// finished (a temporary file beside it is renamed), so a reader never sees half of it.
final class ImportReportFile {
    /// One entry of the list.
    struct Entry {
        var file: String
        var line: Int?
        /// `duplicate`, `merged`, `skipped`, or `failed` for a file that stopped the import.
        var outcome: String
        /// Why a line was skipped or a file failed.
        var reason: String?
    }

    let path: String
    /// `AtomicFile`'s temporary name beside `path`, published by `finish()`.
    private let temporary: URL
    /// Written with write(2) directly: FileHandle's writes kept memory (about 30 bytes a line).
    private let descriptor: Int32
    private var count = 0
    /// Bytes handed to write(2) so far.
    private var written = 0
    private var closed = false
    /// Entries not yet written: writing each one alone would be a system call per line.
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    /// Starts the list at `path` (written in full by `finish()`).
    init(path: String) throws {
        self.path = path
        temporary = AtomicFile.temporaryURL(for: URL(fileURLWithPath: path))
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CLIError("cannot write the report to \(path); check that its folder exists and is writable", status: .cannotCreate)
        }
        buffer += "[".utf8
    }

    deinit {
        if !closed { close(descriptor) }
        try? FileManager.default.removeItem(at: temporary)
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

    /// Where the list stands: `rewind(to:)` takes it back there.
    struct Mark {
        fileprivate var count: Int
        fileprivate var offset: Int
    }

    /// The list as it is now.
    func mark() -> Mark { Mark(count: count, offset: written + buffer.count) }

    /// Forgets every entry added after `mark`: for a file whose import is run again from its
    /// start (`ImportCommand`), whose lines would otherwise be listed twice.
    func rewind(to mark: Mark) throws {
        try flush()
        guard ftruncate(descriptor, off_t(mark.offset)) == 0, lseek(descriptor, off_t(mark.offset), SEEK_SET) >= 0 else {
            throw CLIError(
                "cannot write the report to \(path): \(String(cString: strerror(errno)))", status: .cannotCreate)
        }
        written = mark.offset
        count = mark.count
    }

    /// Ends the list and puts it in place.
    func finish() throws {
        try write(count == 0 ? "]\n" : "\n]\n")
        closed = true
        guard close(descriptor) == 0 else {
            throw CLIError("cannot write the report to \(path): \(String(cString: strerror(errno)))", status: .cannotCreate)
        }
        do {
            try AtomicFile.publish(temporary, as: URL(fileURLWithPath: path))
        } catch let failure as AtomicFile.Failure {
            throw CLIError("cannot write the report to \(path): \(failure.reason)", status: .cannotCreate)
        }
    }

    /// One entry as `JSONEncoder` pretty-prints it with sorted keys, written by hand: an
    /// encoder per line is most of an import's time and memory when millions are reported.
    private func append(_ entry: Entry) throws {
        buffer += (count == 0 ? "\n  {\n" : ",\n  {\n").utf8
        buffer += "    \"file\" : ".utf8
        SnakeCaseJSON.appendQuoted(entry.file, to: &buffer)
        if let line = entry.line { buffer += ",\n    \"line\" : \(line)".utf8 }
        buffer += ",\n    \"outcome\" : ".utf8
        SnakeCaseJSON.appendQuoted(entry.outcome, to: &buffer)
        if let reason = entry.reason {
            buffer += ",\n    \"reason\" : ".utf8
            SnakeCaseJSON.appendQuoted(reason, to: &buffer)
        }
        buffer += "\n  }".utf8
        count += 1
        if buffer.count >= Self.flushSize { try flush() }
    }

    private func write(_ text: String) throws {
        buffer += text.utf8
        try flush()
    }

    private func flush() throws {
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes { bytes in
                Foundation.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            }
            guard result > 0 else {
                if result < 0, errno == EINTR { continue }
                throw CLIError(
                    "cannot write the report to \(path): \(String(cString: strerror(errno)))", status: .cannotCreate)
            }
            written += result
        }
        self.written += written
        buffer.removeAll(keepingCapacity: true)
    }
}

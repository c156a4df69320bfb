import Foundation
import ListenModel

/// Imports one path (a file, a zip or an unpacked export folder): reads it, decides an outcome
/// for every line, and hands the listens to a store in batches.
///
/// Reading and decoding run on a thread of their own while the caller's thread writes, so
/// parsing and SQLite use both cores; a bounded queue between them keeps memory flat however
/// large the file.
public struct ListenFileImporter: Sendable {
    public let path: String
    public let format: ImportFormat
    public let options: ImportOptions

    /// Recognises the file at `path`; throws `ImportError` when it is missing or of a wrong kind.
    public init(path: String, options: ImportOptions) throws {
        self.path = path
        self.options = options
        format = try ImportFormatDetector.detect(path: path)
    }

    /// Where the listens come from.
    public var source: ListenSource { format.source }

    /// Reads the whole input, passing every batch to `write` (which stores it and says what
    /// became of each listen), and returns the outcome of every line.
    ///
    /// Throws `ImportError` for a damaged or truncated input, or what `write` throws; the
    /// caller runs this inside one transaction so that nothing of a failed file is kept.
    public func run(write: (ListenBatch) throws -> [ListenWriteOutcome]) throws -> ImportFileSummary {
        let queue = BoundedQueue<ImportMessage>(capacity: 4)
        let done = DispatchSemaphore(value: 0)
        let reader = ImportReader(path: path, format: format, options: options)
        let thread = Thread {
            reader.produce(into: queue)
            done.signal()
        }
        thread.name = "listenstats-import-reader"
        thread.start()
        defer { done.wait() }
        do {
            return try consume(queue, write: write)
        } catch {
            queue.cancel()
            throw error
        }
    }

    private func consume(
        _ queue: BoundedQueue<ImportMessage>, write: (ListenBatch) throws -> [ListenWriteOutcome]
    ) throws -> ImportFileSummary {
        var summary = ImportFileSummary(path: path, format: format)
        var labels: [String] = []
        var notImported: [(part: Int, line: Int, outcome: ImportLineOutcome)] = []
        while true {
            switch queue.take() {
            case .partStarted(let label):
                labels.append(label)
            case .batch(let batch, let lines, let skipped):
                let part = labels.count - 1
                for skip in skipped {
                    summary.skipped[skip.reason, default: 0] += 1
                    notImported.append((part, skip.line, .skipped(skip.reason)))
                }
                guard !batch.isEmpty else { continue }
                let outcomes = try write(batch)
                guard outcomes.count == batch.count else {
                    throw ImportError(
                        code: .unreadable, file: path,
                        message: "the store answered \(outcomes.count) outcomes for \(batch.count) listens")
                }
                for (position, outcome) in outcomes.enumerated() {
                    switch outcome {
                    case .inserted:
                        summary.imported += 1
                    case .duplicate:
                        summary.duplicates += 1
                        notImported.append((part, lines[position], .duplicate))
                    case .merged:
                        summary.merged += 1
                        notImported.append((part, lines[position], .merged))
                    }
                }
            case .feedback(let feedback):
                summary.feedback += feedback
            case .pinnedRecordings(let count):
                summary.pinnedRecordings += count
            case .failed(let error):
                throw error
            case .finished:
                notImported.sort { ($0.part, $0.line) < ($1.part, $1.line) }
                summary.notImported = notImported.map {
                    ImportLineRecord(file: labels[$0.part], line: $0.line, outcome: $0.outcome)
                }
                return summary
            }
        }
    }
}

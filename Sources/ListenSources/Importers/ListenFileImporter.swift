import Foundation
import ListenModel

/// Imports one path (a file, a zip or an unpacked export folder): reads it, decides an outcome
/// for every line, and hands the listens to a store in batches.
///
/// Reading and decoding run on threads of their own (two for a large JSONL file, one
/// otherwise) while the caller's thread writes, so parsing and SQLite use both cores; bounded
/// queues between them keep memory flat however large the file.
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
    ///
    /// Every line that was not imported goes to `notImported` as soon as its outcome is known,
    /// in file order, and is not kept: the summary only counts them, so memory does not grow
    /// with the file. Without `notImported`, the summary lists them (`notImported`).
    public func run(
        write: (ListenBatch) throws -> [ListenWriteOutcome], notImported: ((ImportLineRecord) throws -> Void)? = nil
    ) throws -> ImportFileSummary {
        // A large JSONL file is parsed by two threads, alternate pieces each; the writer takes
        // the pieces back in file order, so outcomes are the same as with one reader.
        let pieces = format == .listenBrainzJSONL ? FileChunks.lineAlignedPieces(path: path, pieceSize: options.parallelPieceSize) : []
        let readerCount = pieces.count > 1 ? 2 : 1
        let queues = (0..<readerCount).map { _ in BoundedQueue<ImportMessage>(capacity: 2) }
        let done = DispatchSemaphore(value: 0)
        // A heavy listener's export has a distinct track key per 6–7 KB of lines (185,647 in
        // 1.19 GB): the key table is sized for one per 8 KB, and grows when there are more.
        let tracks = SharedTrackTable(expectedKeys: (pieces.last?.upperBound ?? 0) / 8192)
        let reader = ImportReader(path: path, format: format, options: options, tracks: tracks)
        for (number, queue) in queues.enumerated() {
            let share = stride(from: number, to: pieces.count, by: readerCount).map { pieces[$0] }
            let thread = Thread {
                if readerCount == 1 {
                    reader.produce(into: queue)
                } else {
                    reader.produce(pieces: share, into: queue)
                }
                done.signal()
            }
            thread.name = "listenstats-import-reader-\(number)"
            thread.start()
        }
        defer { for _ in queues { done.wait() } }
        var collector = ImportCollector(path: path, format: format, readers: readerCount, tracks: format.source == .listenbrainz ? tracks : nil, lineSink: notImported)
        do {
            if readerCount == 1 {
                try collector.collect(from: queues[0], write: write)
            } else {
                try collector.collect(pieces: pieces.count, from: queues, write: write)
            }
            return collector.finish()
        } catch {
            for queue in queues { queue.cancel() }
            throw error
        }
    }
}

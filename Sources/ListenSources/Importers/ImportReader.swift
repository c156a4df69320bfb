import Foundation
import ListenModel

/// The reading side of an import: opens the input, splits it into records, decodes them and
/// sends batches and skipped lines down the queue. Runs on its own thread.
struct ImportReader: Sendable {
    let path: String
    let format: ImportFormat
    let options: ImportOptions

    func produce(into queue: BoundedQueue<ImportMessage>) {
        do {
            var builder = BatchBuilder(source: format.source)
            try readAll(&builder, queue)
            _ = queue.put(.finished)
        } catch let error as ImportError {
            _ = queue.put(.failed(error))
        } catch is ChunkSource.Stop {
            return
        } catch {
            _ = queue.put(.failed(ImportError(code: .unreadable, file: path, message: "reading failed", cause: "\(error)")))
        }
    }

    private func readAll(_ builder: inout BatchBuilder, _ queue: BoundedQueue<ImportMessage>) throws {
        let whole = ChunkSource.file(path: path)
        switch format {
        case .listenBrainzJSONL:
            try readPart(path, whole, LineSplitter(), ListenBrainzRecordDecoder(options: options), &builder, queue)
        case .listenBrainzJSONArray:
            try readPart(path, whole, JSONArraySplitter(), ListenBrainzRecordDecoder(options: options), &builder, queue)
        case .spotifyExtended, .spotifyAccountData:
            try readPart(path, whole, JSONArraySplitter(), SpotifyRecordDecoder(options: options), &builder, queue)
        case .lastFMCSV:
            try readPart(path, whole, LineSplitter(), LastFMCSVDecoder(options: options), &builder, queue)
        case .listenBrainzFolder:
            let members = ExportMembers(paths: try ImportFormatDetector.folderMembers(path))
            try readExport(members, &builder, queue) { member in
                .file(path: (path as NSString).appendingPathComponent(member))
            }
        case .listenBrainzZip:
            let archive = try ImportFormatDetector.openArchive(path)
            let members = ExportMembers(paths: archive.compactMap { $0.type == .file ? $0.path : nil })
            try readExport(members, &builder, queue) { member in .zipMember(archive, path: member) }
        }
    }

    /// `export.zip:listens/2024/5.jsonl`: how a member of a zip or folder is named in reports.
    private func label(_ member: String) -> String {
        path + ":" + member
    }

    private func readExport(
        _ members: ExportMembers, _ builder: inout BatchBuilder, _ queue: BoundedQueue<ImportMessage>,
        source: (String) -> ChunkSource
    ) throws {
        for member in members.listenFiles {
            try readPart(
                label(member), source(member), LineSplitter(), ListenBrainzRecordDecoder(options: options), &builder, queue)
        }
        if let feedbackFile = members.feedbackFile {
            var splitter = LineSplitter()
            var feedback: [ImportedFeedback] = []
            let collect: (UnsafeRawBufferPointer, Int) throws -> Void = { line, _ in
                if let entry = FeedbackDecoder.decode(line) { feedback.append(entry) }
            }
            try source(feedbackFile).read(label: label(feedbackFile)) { try splitter.feed($0, collect) }
            try splitter.finish(collect)
            try send(.feedback(feedback), queue)
        }
        if let pinnedFile = members.pinnedFile {
            var splitter = LineSplitter()
            var count = 0
            let tally: (UnsafeRawBufferPointer, Int) throws -> Void = { _, _ in count += 1 }
            try source(pinnedFile).read(label: label(pinnedFile)) { try splitter.feed($0, tally) }
            try splitter.finish(tally)
            try send(.pinnedRecordings(count), queue)
        }
    }

    /// Reads one file (or zip member) record by record, sending full batches as they fill.
    private func readPart<Splitter: RecordSplitter, Decoder: RecordDecoder>(
        _ label: String, _ source: ChunkSource, _ splitter: Splitter, _ decoder: Decoder,
        _ builder: inout BatchBuilder, _ queue: BoundedQueue<ImportMessage>
    ) throws {
        try send(.partStarted(label: label), queue)
        var splitter = splitter
        var decoder = decoder
        var skipped: [ImportMessage.SkippedLine] = []
        var lastReason: SkipReason?
        let batchSize = options.batchSize
        func handle(_ record: UnsafeRawBufferPointer, _ line: Int) throws {
            lastReason = decoder.decode(record, line: line, into: &builder)
            if let reason = lastReason { skipped.append(.init(line: line, reason: reason)) }
            if builder.count >= batchSize {
                let (batch, lines) = builder.take()
                try send(.batch(batch, lines: lines, skipped: skipped), queue)
                skipped.removeAll(keepingCapacity: true)
            }
        }
        do {
            try source.read(label: label) { chunk in try splitter.feed(chunk, handle) }
            lastReason = nil
            try splitter.finish(handle)
        } catch let truncated as TruncatedStream {
            throw ImportError(
                code: .corrupt, file: label, line: truncated.line,
                message: truncated.what + "; the file looks truncated or damaged, nothing of it was imported")
        }
        if let unterminated = splitter as? LineSplitter, unterminated.lastLineUnterminated, lastReason == .badJSON,
            let last = skipped.last
        {
            throw ImportError(
                code: .corrupt, file: label, line: last.line,
                message: "the last line is cut off; the file looks truncated, so nothing of it was imported")
        }
        if let open = decoder.finish() { skipped.append(.init(line: open.line, reason: open.reason)) }
        let (batch, lines) = builder.take()
        try send(.batch(batch, lines: lines, skipped: skipped), queue)
    }

    private func send(_ message: ImportMessage, _ queue: BoundedQueue<ImportMessage>) throws {
        guard queue.put(message) else { throw ChunkSource.Stop() }
    }
}

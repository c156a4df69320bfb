import Foundation
import ListenModel

/// The reading side of an import: opens the input, splits it into records, decodes them and
/// sends batches and skipped lines down the queue. Runs on its own thread.
struct ImportReader: Sendable {
    let path: String
    let format: ImportFormat
    let options: ImportOptions
    /// The ListenBrainz tracks of the input, shared with the other reader and the writer.
    let tracks: SharedTrackTable

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

    /// Reads `pieces` of a JSONL file (every other piece of it, the rest going to another
    /// thread), ending each with `.pieceFinished` so the writer can put lines back in order.
    /// Line numbers are counted from the start of each piece.
    func produce(pieces: [Range<Int>], into queue: BoundedQueue<ImportMessage>) {
        do {
            var builder = BatchBuilder(source: format.source)
            var decoder = ListenBrainzRecordDecoder(options: options, tracks: tracks)
            for piece in pieces {
                let lines = try readRecords(
                    path, .fileRange(path: path, range: piece), LineSplitter(), &decoder, &builder, queue)
                try send(.pieceFinished(lines: lines), queue)
            }
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
            try readPart(path, whole, LineSplitter(), ListenBrainzRecordDecoder(options: options, tracks: tracks), &builder, queue)
        case .listenBrainzJSONArray:
            try readPart(path, whole, JSONArraySplitter(), ListenBrainzRecordDecoder(options: options, tracks: tracks), &builder, queue)
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
            try readExport(members, &builder, queue) { member in
                .zipMember(archive, path: member, maximumSize: options.maximumZipMemberSize)
            }
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
                label(member), source(member), LineSplitter(), ListenBrainzRecordDecoder(options: options, tracks: tracks), &builder, queue)
        }
        if let feedbackFile = members.feedbackFile {
            var splitter = LineSplitter()
            var feedback: [ImportedFeedback] = []
            var bad: [ImportMessage.SkippedLine] = []
            let collect: (UnsafeRawBufferPointer, Int) throws -> Void = { line, number in
                switch UTF8Validation.isValid(line) ? FeedbackDecoder.decode(line) : .bad {
                case .feedback(let entry): feedback.append(entry)
                case .cleared: break
                case .bad: bad.append(.init(line: number, reason: .badFeedback))
                }
            }
            try send(.partStarted(label: label(feedbackFile)), queue)
            try source(feedbackFile).read(label: label(feedbackFile)) { try splitter.feed($0, collect) }
            try splitter.finish(collect)
            // Bad lines get their outcome like any line; the feedback itself goes to the store.
            try send(.batch(ListenBatch(source: builder.source), lines: [], skipped: bad), queue)
            try send(.feedback(feedback), queue)
        }
        if let pinnedFile = members.pinnedFile {
            var splitter = LineSplitter()
            var pins: [PinnedRecording] = []
            var bad: [ImportMessage.SkippedLine] = []
            let collect: (UnsafeRawBufferPointer, Int) throws -> Void = { line, number in
                if UTF8Validation.isValid(line), let pin = PinDecoder.decode(line) {
                    pins.append(pin)
                } else {
                    bad.append(.init(line: number, reason: .badPin))
                }
            }
            try send(.partStarted(label: label(pinnedFile)), queue)
            try source(pinnedFile).read(label: label(pinnedFile)) { try splitter.feed($0, collect) }
            try splitter.finish(collect)
            try send(.batch(ListenBatch(source: builder.source), lines: [], skipped: bad), queue)
            try send(.pins(pins), queue)
        }
    }

    /// Reads one file (or zip member) record by record, sending full batches as they fill.
    private func readPart<Splitter: RecordSplitter, Decoder: RecordDecoder>(
        _ label: String, _ source: ChunkSource, _ splitter: Splitter, _ decoder: Decoder,
        _ builder: inout BatchBuilder, _ queue: BoundedQueue<ImportMessage>
    ) throws {
        try send(.partStarted(label: label), queue)
        var decoder = decoder
        _ = try readRecords(label, source, splitter, &decoder, &builder, queue)
    }

    /// Reads records from `source` into batches; returns how many lines it read.
    private func readRecords<Splitter: RecordSplitter, Decoder: RecordDecoder>(
        _ label: String, _ source: ChunkSource, _ splitter: Splitter, _ decoder: inout Decoder,
        _ builder: inout BatchBuilder, _ queue: BoundedQueue<ImportMessage>
    ) throws -> Int {
        var skipped = SkippedLines()
        return try readRecords(label, source, splitter, &decoder, &builder, &skipped, queue)
    }

    /// The lines skipped since the last batch was sent, and the one with the highest number so
    /// far (whether the last line was bad JSON). Passed `inout` rather than captured: as local
    /// variables the closures that add to them captured, they lived in boxes, and every line
    /// retained and released the boxes a few times.
    private struct SkippedLines {
        var lines: [ImportMessage.SkippedLine] = []
        var last: ImportMessage.SkippedLine?

        mutating func add(_ line: Int, _ reason: SkipReason) {
            lines.append(.init(line: line, reason: reason))
            if line > last?.line ?? 0 { last = .init(line: line, reason: reason) }
        }
    }

    private func readRecords<Splitter: RecordSplitter, Decoder: RecordDecoder>(
        _ label: String, _ source: ChunkSource, _ splitter: Splitter, _ decoder: inout Decoder,
        _ builder: inout BatchBuilder, _ skipped: inout SkippedLines, _ queue: BoundedQueue<ImportMessage>
    ) throws -> Int {
        var splitter = splitter
        let batchSize = options.batchSize
        func handle(_ record: UnsafeRawBufferPointer, _ line: Int) throws {
            if UTF8Validation.isValid(record) {
                decoder.decode(record, line: line, into: &builder) { skipped.add($0, $1) }
            } else {
                skipped.add(line, .invalidUTF8)
            }
            // Skipped lines are sent on as often as listens, so a file of nothing but skipped
            // lines never piles them up here; and a batch of many new tracks goes early.
            if builder.count >= batchSize || skipped.lines.count >= batchSize
                || builder.newTrackCount >= BatchBuilder.newTrackLimit
            {
                let (batch, lines) = builder.take()
                try send(.batch(batch, lines: lines, skipped: skipped.lines), queue)
                skipped.lines.removeAll(keepingCapacity: true)
            }
        }
        do {
            try source.read(label: label) { chunk in try splitter.feed(chunk, handle) }
            try splitter.finish(handle)
        } catch let truncated as TruncatedStream {
            throw ImportError(
                code: .corrupt, file: label, line: truncated.line,
                message: truncated.what + "; the file looks truncated or damaged, nothing of it was imported")
        }
        decoder.flush(into: &builder) { skipped.add($0, $1) }
        if let unterminated = splitter as? LineSplitter, unterminated.lastLineUnterminated,
            let lastSkipped = skipped.last, lastSkipped.line == unterminated.linesRead, lastSkipped.reason == .badJSON
        {
            throw ImportError(
                code: .corrupt, file: label, line: lastSkipped.line,
                message: "the last line is cut off; the file looks truncated, so nothing of it was imported")
        }
        if let open = decoder.finish() { skipped.lines.append(.init(line: open.line, reason: open.reason)) }
        let (batch, lines) = builder.take()
        try send(.batch(batch, lines: lines, skipped: skipped.lines), queue)
        return (splitter as? LineSplitter)?.linesRead ?? 0
    }

    private func send(_ message: ImportMessage, _ queue: BoundedQueue<ImportMessage>) throws {
        guard queue.put(message) else { throw ChunkSource.Stop() }
    }
}

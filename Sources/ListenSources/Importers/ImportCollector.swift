import ListenModel

/// The writing side of an import: takes what the reader threads send, in file order, hands
/// the batches to the store, and tallies an outcome for every line.
struct ImportCollector {
    private var summary: ImportFileSummary
    private var labels: [String] = []
    private var notImported: [(part: Int, line: Int, outcome: ImportLineOutcome)] = []
    /// Where every line that was not imported goes, in file order, as it is decided; nil keeps
    /// them in the summary instead (memory grows with them: for tests and small files).
    private let lineSink: ((ImportLineRecord) throws -> Void)?
    /// Per reader thread: its track numbers in the one numbering the store sees.
    private var trackNumbers: [[Int32]]
    private var trackCount: Int32 = 0
    /// For ListenBrainz input: the readers' shared track table, whose numbers the batches
    /// carry (with no tracks), and each of those numbers in the store's numbering (-1: not met).
    private let sharedTracks: SharedTrackTable?
    private var sharedNumbers: [Int32] = []

    init(
        path: String, format: ImportFormat, readers: Int, tracks: SharedTrackTable? = nil,
        lineSink: ((ImportLineRecord) throws -> Void)? = nil
    ) {
        self.lineSink = lineSink
        sharedTracks = tracks
        summary = ImportFileSummary(path: path, format: format)
        trackNumbers = Array(repeating: [], count: readers)
    }

    /// Everything one reader sends, until it finishes.
    mutating func collect(
        from queue: BoundedQueue<ImportMessage>, write: (ListenBatch) throws -> [ListenWriteOutcome]
    ) throws {
        while true {
            let message = queue.take()
            if case .finished = message { return }
            try take(message, reader: 0, lineOffset: 0, write: write)
        }
    }

    /// The pieces of one file, read by the readers in turn (piece i by reader i % count).
    mutating func collect(
        pieces: Int, from queues: [BoundedQueue<ImportMessage>], write: (ListenBatch) throws -> [ListenWriteOutcome]
    ) throws {
        labels = [summary.path]
        var lineOffset = 0
        for piece in 0..<pieces {
            let reader = piece % queues.count
            pieceLoop: while true {
                let message = queues[reader].take()
                if case .pieceFinished(let lines) = message {
                    lineOffset += lines
                    break pieceLoop
                }
                try take(message, reader: reader, lineOffset: lineOffset, write: write)
            }
        }
    }

    private mutating func take(
        _ message: ImportMessage, reader: Int, lineOffset: Int, write: (ListenBatch) throws -> [ListenWriteOutcome]
    ) throws {
        switch message {
        case .partStarted(let label):
            labels.append(label)
        case .batch(var batch, let lines, let skipped):
            let part = labels.count - 1
            var decided: [(line: Int, outcome: ImportLineOutcome)] = []
            for skip in skipped {
                summary.skipped[skip.reason, default: 0] += 1
                decided.append((lineOffset + skip.line, .skipped(skip.reason)))
            }
            if let sharedTracks {
                try renumberSharedTracks(of: &batch, from: sharedTracks)
            } else {
                renumberTracks(of: &batch, reader: reader)
            }
            if !batch.isEmpty {
                let outcomes = try write(batch)
                guard outcomes.count == batch.count else {
                    throw ImportError(
                        code: .unreadable, file: summary.path,
                        message: "the store answered \(outcomes.count) outcomes for \(batch.count) listens")
                }
                for (position, outcome) in outcomes.enumerated() {
                    switch outcome {
                    case .inserted:
                        summary.imported += 1
                    case .duplicate:
                        summary.duplicates += 1
                        decided.append((lineOffset + lines[position], .duplicate))
                    case .merged:
                        summary.merged += 1
                        decided.append((lineOffset + lines[position], .merged))
                    }
                }
            }
            // A message covers one run of lines, and messages come in file order: sorting
            // each message's lines is enough to hand them on in file order.
            decided.sort { $0.line < $1.line }
            if let lineSink {
                let label = labels[part]
                for (line, outcome) in decided { try lineSink(ImportLineRecord(file: label, line: line, outcome: outcome)) }
            } else {
                notImported += decided.map { (part, $0.line, $0.outcome) }
            }
        case .feedback(let feedback):
            summary.feedback += feedback
        case .pins(let pins):
            summary.pins += pins
        case .failed(let error):
            throw error
        case .pieceFinished, .finished:
            break
        }
    }

    /// Each reader numbers the tracks it finds from 0; the store needs one numbering.
    private mutating func renumberTracks(of batch: inout ListenBatch, reader: Int) {
        for _ in 0..<(batch.newTracks.count + batch.newEncodedTracks.count) {
            trackNumbers[reader].append(trackCount)
            trackCount += 1
        }
        let numbers = trackNumbers[reader]
        for position in batch.trackIndex.indices {
            batch.trackIndex[position] = numbers[Int(batch.trackIndex[position])]
        }
    }

    /// Numbers the shared table's tracks in the order their first listens come in file order,
    /// adding each to the batch that meets it first: the store then numbers them (and gives
    /// them ids) the same whichever reader decoded them.
    private mutating func renumberSharedTracks(of batch: inout ListenBatch, from table: SharedTrackTable) throws {
        for position in batch.trackIndex.indices {
            let shared = Int(batch.trackIndex[position])
            if shared >= sharedNumbers.count {
                sharedNumbers.append(contentsOf: repeatElement(-1, count: max(shared + 1 - sharedNumbers.count, sharedNumbers.count)))
            }
            if sharedNumbers[shared] < 0 {
                guard let track = table.take(Int32(shared)) else {
                    throw ImportError(
                        code: .unreadable, file: summary.path, message: "a listen names track \(shared), which no reader decoded")
                }
                batch.newEncodedTracks.append(track)
                sharedNumbers[shared] = trackCount
                trackCount += 1
            }
            batch.trackIndex[position] = sharedNumbers[shared]
        }
    }

    /// The summary, with the lines that were not imported in file order.
    mutating func finish() -> ImportFileSummary {
        notImported.sort { ($0.part, $0.line) < ($1.part, $1.line) }
        summary.notImported = notImported.map {
            ImportLineRecord(file: labels[$0.part], line: $0.line, outcome: $0.outcome)
        }
        return summary
    }
}

import ListenModel

/// What the reading thread hands the writing thread.
enum ImportMessage: Sendable {
    /// A new file inside the input begins (for a zip or folder, one per member).
    case partStarted(label: String)
    /// Listens for the store, the line each came from, and the lines skipped since the last batch.
    case batch(ListenBatch, lines: [Int], skipped: [SkippedLine])
    /// A piece of a file read in parallel ends, after this many lines.
    case pieceFinished(lines: Int)
    case feedback([ImportedFeedback])
    case pins([PinnedRecording])
    case failed(ImportError)
    case finished

    /// A line that is not a listen.
    struct SkippedLine: Sendable {
        var line: Int
        var reason: SkipReason
    }
}

import ListenModel

/// Collects decoded listens into `ListenBatch`es, numbering tracks across the whole stream.
struct BatchBuilder {
    let source: ListenSource
    private(set) var batch: ListenBatch
    /// The line each listen of `batch` came from.
    private(set) var lines: [Int] = []
    private var indexOfTrack: [Track: Int32] = [:]

    init(source: ListenSource) {
        self.source = source
        batch = ListenBatch(source: source)
    }

    var count: Int { batch.count }

    /// The stream-wide index of `track`, adding it to the batch's new tracks when first seen.
    mutating func index(of track: Track) -> Int32 {
        if let known = indexOfTrack[track] { return known }
        let index = Int32(indexOfTrack.count)
        indexOfTrack[track] = index
        batch.newTracks.append(track)
        return index
    }

    mutating func append(listenedAt: Int64, trackIndex: Int32, durationMs: Int?, line: Int) {
        batch.append(listenedAt: listenedAt, trackIndex: trackIndex, durationMs: durationMs)
        lines.append(line)
    }

    /// Hands over the batch so far and starts an empty one (track numbering carries on).
    mutating func take() -> (batch: ListenBatch, lines: [Int]) {
        let taken = (batch, lines)
        batch = ListenBatch(source: source)
        lines = []
        return taken
    }
}

import ListenModel

/// Collects decoded listens into `ListenBatch`es, numbering tracks across the whole stream.
struct BatchBuilder {
    let source: ListenSource
    private(set) var batch: ListenBatch
    /// The line each listen of `batch` came from.
    private(set) var lines: [Int] = []
    private var indexOfTrack: [Track: Int32] = [:]
    private var trackCount = 0

    init(source: ListenSource) {
        self.source = source
        batch = ListenBatch(source: source)
    }

    var count: Int { batch.count }

    /// Tracks first met since the last `take()`: in the batch, or in a reader's shared table.
    private(set) var newTrackCount = 0

    /// The most new tracks a batch should bring: a batch of a file of nothing but new tracks
    /// would otherwise hold thousands of decoded tracks (a kilobyte or so each), a few such
    /// batches in flight per reader.
    static let newTrackLimit = 2_048

    /// Notes a track first met that the batch does not carry (the reader's shared table does).
    mutating func noteSharedTrack() {
        newTrackCount += 1
    }

    /// The stream-wide index of `track`, adding it to the batch's new tracks when first seen.
    mutating func index(of track: Track) -> Int32 {
        if let known = indexOfTrack[track] { return known }
        let index = self.index(ofNew: track)
        indexOfTrack[track] = index
        return index
    }

    /// Numbers `track` without looking for an equal one: for readers that intern tracks
    /// themselves. A track added twice gets two numbers, which the store maps to one row.
    mutating func index(ofNew track: Track) -> Int32 {
        let index = Int32(trackCount)
        trackCount += 1
        newTrackCount += 1
        batch.newTracks.append(track)
        return index
    }

    /// Adds a listen; `resolution` is how many seconds its time may stand for (60 for a time
    /// given to the minute). A batch keeps the coarsest of its listens'.
    mutating func append(listenedAt: Int64, trackIndex: Int32, durationMs: Int?, line: Int, resolution: Int64 = 1) {
        if resolution > batch.timeResolution { batch.timeResolution = resolution }
        batch.append(listenedAt: listenedAt, trackIndex: trackIndex, durationMs: durationMs)
        lines.append(line)
    }

    /// Hands over the batch so far and starts an empty one (track numbering carries on).
    mutating func take() -> (batch: ListenBatch, lines: [Int]) {
        let taken = (batch, lines)
        batch = ListenBatch(source: source)
        lines = []
        newTrackCount = 0
        return taken
    }
}

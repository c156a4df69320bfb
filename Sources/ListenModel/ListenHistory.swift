/// A user's listens in columns, as the engine reads them: one entry per listen in each array.
///
/// Loading a lifetime of listens row by row as `Listen` values allocates millions of strings;
/// columns of integers that index into a catalog of distinct tracks do not.
public struct ListenHistory: Sendable, Equatable {
    /// The distinct tracks the listens refer to (it may hold tracks no listen refers to).
    public var tracks: TrackCatalog
    /// Seconds since the epoch, ascending.
    public var listenedAt: [Int64]
    /// Index into `tracks` for each listen.
    public var trackIndex: [Int32]
    /// Duration in milliseconds, or -1 when unknown.
    public var durationMs: [Int32]
    public var source: [ListenSource]

    public init(
        tracks: TrackCatalog = TrackCatalog(),
        listenedAt: [Int64] = [],
        trackIndex: [Int32] = [],
        durationMs: [Int32] = [],
        source: [ListenSource] = []
    ) {
        precondition(
            listenedAt.count == trackIndex.count && trackIndex.count == durationMs.count
                && durationMs.count == source.count,
            "ListenHistory columns must have one entry per listen"
        )
        self.tracks = tracks
        self.listenedAt = listenedAt
        self.trackIndex = trackIndex
        self.durationMs = durationMs
        self.source = source
    }

    public var count: Int { listenedAt.count }
    public var isEmpty: Bool { listenedAt.isEmpty }

    /// The history as it stood at `time`: its listens up to and including that second (the
    /// same tracks). Statistics "as of" a past day count nothing played after it, on any
    /// surface.
    public func through(_ time: Int64) -> ListenHistory {
        var low = 0
        var high = listenedAt.count
        while low < high {
            let middle = (low + high) / 2
            if listenedAt[middle] <= time { low = middle + 1 } else { high = middle }
        }
        guard low < listenedAt.count else { return self }
        return ListenHistory(
            tracks: tracks, listenedAt: Array(listenedAt[..<low]), trackIndex: Array(trackIndex[..<low]),
            durationMs: Array(durationMs[..<low]), source: Array(source[..<low]))
    }

    /// Builds the columns from listens, interning equal tracks, sorted by time.
    public init(listens: [Listen]) {
        var tracks = TrackCatalog()
        var indexOfTrack: [Track: Int32] = [:]
        let sorted = listens.sorted { $0.listenedAt < $1.listenedAt }
        var listenedAt: [Int64] = []
        var trackIndex: [Int32] = []
        var durationMs: [Int32] = []
        var source: [ListenSource] = []
        listenedAt.reserveCapacity(sorted.count)
        trackIndex.reserveCapacity(sorted.count)
        durationMs.reserveCapacity(sorted.count)
        source.reserveCapacity(sorted.count)
        for listen in sorted {
            let index: Int32
            if let known = indexOfTrack[listen.track] {
                index = known
            } else {
                index = tracks.append(listen.track)
                indexOfTrack[listen.track] = index
            }
            listenedAt.append(listen.listenedAt)
            trackIndex.append(index)
            durationMs.append(listen.durationMs.map { Int32(clamping: $0) } ?? -1)
            source.append(listen.source)
        }
        self.init(
            tracks: tracks, listenedAt: listenedAt, trackIndex: trackIndex,
            durationMs: durationMs, source: source)
    }

    /// The listen at `position`, reassembled.
    public func listen(at position: Int) -> Listen {
        let duration = durationMs[position]
        return Listen(
            listenedAt: listenedAt[position],
            track: tracks[Int(trackIndex[position])],
            durationMs: duration < 0 ? nil : Int(duration),
            source: source[position])
    }
}

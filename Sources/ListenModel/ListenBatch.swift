/// Listens on their way from an importer into the store, in columns, with tracks interned
/// across the whole stream of batches.
///
/// A stream of batches shares one track numbering: `newTracks` holds the tracks first seen in
/// this batch, and they take the indices that follow those of every earlier batch. A listen
/// whose track repeats refers to it by index, so a million listens of thirty thousand tracks
/// carry thirty thousand `Track` values, not a million.
public struct ListenBatch: Sendable, Equatable {
    /// Where every listen in the batch came from.
    public var source: ListenSource
    /// Tracks first seen in this batch, in index order after the tracks of earlier batches.
    public var newTracks: [Track]
    /// More tracks first seen in this batch, already in the store's form (an importer that
    /// decodes straight into it): their indices follow those of `newTracks`.
    public var newEncodedTracks: [EncodedTrack] = []
    /// Seconds since the epoch, one per listen.
    public var listenedAt: [Int64]
    /// Index of each listen's track in the stream's track numbering.
    public var trackIndex: [Int32]
    /// Duration in milliseconds, or -1 when unknown, one per listen.
    public var durationMs: [Int32]
    /// How many seconds each time may stand for: 1 when exact, 60 when the file gives only
    /// the minute (a Last.fm CSV date, a Spotify account-data `endTime`). The cross-source
    /// match widens its window by it.
    public var timeResolution: Int64 = 1

    public init(
        source: ListenSource,
        newTracks: [Track] = [],
        listenedAt: [Int64] = [],
        trackIndex: [Int32] = [],
        durationMs: [Int32] = []
    ) {
        precondition(
            listenedAt.count == trackIndex.count && trackIndex.count == durationMs.count,
            "ListenBatch columns must have one entry per listen")
        self.source = source
        self.newTracks = newTracks
        self.listenedAt = listenedAt
        self.trackIndex = trackIndex
        self.durationMs = durationMs
    }

    public var count: Int { listenedAt.count }
    public var isEmpty: Bool { listenedAt.isEmpty }

    /// Adds one listen of the track at `trackIndex`.
    public mutating func append(listenedAt time: Int64, trackIndex index: Int32, durationMs duration: Int?) {
        listenedAt.append(time)
        trackIndex.append(index)
        durationMs.append(duration.map { Int32(clamping: $0) } ?? -1)
    }
}

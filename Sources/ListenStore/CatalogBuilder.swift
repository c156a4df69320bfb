import CompactStorage
import Dispatch
import ListenModel

/// Builds the catalog of the tracks an import inserts on a thread of its own.
///
/// Interning every text of 185,000 new tracks (about 0.5 s of CPU) was a fifth of the writer
/// thread's work, and the writer is what an import waits for: the readers idled meanwhile.
/// The tracks arrive in id order a batch at a time and are appended in that order, so the
/// catalog is byte for byte the one the writer made before (and a load from rows makes).
final class CatalogBuilder: @unchecked Sendable {
    private let queue = DispatchQueue(label: "listenstats-import-catalog")
    // `catalog`, `ids` and `credits` are touched only by work on `queue`; `pending` only by
    // the writer's thread.
    private var catalog = TrackCatalog()
    private var ids: [UInt32] = []
    private var credits: [CatalogCredit] = []
    private var pending: [(track: EncodedTrack, id: UInt32)] = []
    /// At most eight handed-over batches (of at most a few thousand tracks each, as readers
    /// send batches of at most `BatchBuilder.newTrackLimit` new ones) wait for the catalog
    /// thread: when it falls behind (a loaded machine, a file of nothing but new tracks) the
    /// writer waits rather than piling tracks up in memory. Two made the writer wait whenever
    /// the catalog thread was off its core.
    private let inFlight = DispatchSemaphore(value: 8)

    /// Adds a track the import inserted as `id`; it is interned when `flush()` hands it over.
    func add(_ track: EncodedTrack, id: UInt32) {
        pending.append((track, id))
    }

    /// Hands the tracks added since the last call to the catalog thread.
    func flush() {
        guard !pending.isEmpty else { return }
        let tracks = pending
        pending = []
        inFlight.wait()
        queue.async {
            Self.append(tracks, to: &self.catalog, ids: &self.ids, credits: &self.credits)
            self.inFlight.signal()
        }
    }

    /// Appends `tracks` in order, loading what the next three will intern ahead of them (see
    /// `TextTable.prefetch`): the hashes of each track's texts are made once, three tracks
    /// ahead, and kept in a ring of four tracks' worth.
    private static func append(
        _ tracks: [(track: EncodedTrack, id: UInt32)], to catalog: inout TrackCatalog, ids: inout [UInt32],
        credits: inout [CatalogCredit]
    ) {
        var ahead = [[UInt64]](repeating: [], count: 4)
        func hashes(of position: Int) {
            ahead[position & 3].removeAll(keepingCapacity: true)
            guard position < tracks.count else { return }
            forEachText(of: tracks[position].track) { ahead[position & 3].append(ByteHash.of($0)) }
        }
        for position in 0..<3 { hashes(of: position) }
        for position in tracks.indices {
            hashes(of: position + 3)
            for hash in ahead[(position + 3) & 3] { catalog.texts.prefetch(.slot, hash: hash) }
            for hash in ahead[(position + 2) & 3] { catalog.texts.prefetch(.start, hash: hash) }
            for hash in ahead[(position + 1) & 3] { catalog.texts.prefetch(.bytes, hash: hash) }
            tracks[position].track.withColumns { TrackRow.append($0, to: &catalog, credits: &credits) }
            ids.append(tracks[position].id)
        }
    }

    /// The columns `TrackRow.append` interns whole; the credits (9–11) are interned part by part.
    private static let wholeColumns: [Int32] = [1, 2, 3, 4, 5, 6, 7, 8, 13]

    /// Calls `body` with every text `TrackRow.append` interns for `track`.
    private static func forEachText(of track: EncodedTrack, _ body: (UnsafeRawBufferPointer) -> Void) {
        track.withColumns { columns in
            for column in wholeColumns where !columns.isNull(column) { body(columns.bytes(column)) }
            for column: Int32 in 9...11 where !columns.isNull(column) {
                let joined = columns.bytes(column)
                var start = 0
                for offset in joined.indices where joined[offset] == TrackRow.separatorByte {
                    body(UnsafeRawBufferPointer(rebasing: joined[start..<offset]))
                    start = offset + 1
                }
                if !joined.isEmpty { body(UnsafeRawBufferPointer(rebasing: joined[start...])) }
            }
        }
    }

    /// The catalog of every track added, in the order added, with their ids (waits for the
    /// catalog thread). Call once; the builder is empty after.
    func finish() -> (catalog: TrackCatalog, ids: [UInt32]) {
        flush()
        return queue.sync {
            let result = (catalog, ids)
            catalog = TrackCatalog()
            ids = []
            return result
        }
    }
}

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
            for (track, id) in tracks {
                track.withColumns { TrackRow.append($0, to: &self.catalog, credits: &self.credits) }
                self.ids.append(id)
            }
            self.inFlight.signal()
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

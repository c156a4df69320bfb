import Concurrency
import GRDB
import ListenModel

/// What one bulk import adds to the packed copies (`listen_blocks`, `track_catalog_copy`),
/// made while it writes so that the first load after it reads no rows.
///
/// A block is packed here only when the store held none of the user's listens in its span
/// before the import: then the listens this import inserted there are all of them. Blocks
/// that already held listens have their copies deleted as always, and the next load rebuilds
/// them. The catalog is stored when the import's tracks follow a copy that covered every
/// track before (or there were none) and are enough of them to be worth the rewrite.
struct ImportedCopies {
    /// The listens inserted into each block that held none before, in insertion order:
    /// `packed[slot[block]]`. The last block met is remembered, as listens come in runs.
    private var slot: [Int64: Int] = [:]
    private var packed: [Listens] = []
    private var lastBlock = Int64.min
    private var lastSlot = -1
    /// Blocks that held listens before the import.
    private var heldBlocks: Set<Int64> = []
    /// The tracks the import inserted, in id order, as they read back from their rows.
    private let catalog = CatalogBuilder()
    /// How many tracks the store held before the import (set when they are first read).
    var tracksBefore = 0

    private struct Listens {
        var listenedAt: [Int64] = []
        var trackIndex: [Int32] = []
        var durationMs: [Int32] = []
        var sources: [ListenSource] = []
    }

    /// Whether `block` has been met (`meet`) already.
    func knows(_ block: Int64) -> Bool {
        slot[block] != nil || heldBlocks.contains(block)
    }

    /// Records, before the import's first listen goes into `block`, whether the store held
    /// any of the user's listens there.
    mutating func meet(_ block: Int64, heldListens: Bool) {
        if heldListens {
            heldBlocks.insert(block)
        } else {
            slot[block] = packed.count
            packed.append(Listens())
        }
    }

    /// Adds an inserted listen to its block's copy; false when that block is not packed here.
    mutating func add(listenedAt: Int64, block: Int64, trackIndex: Int32, durationMs: Int32, source: ListenSource) -> Bool {
        if block != lastBlock {
            lastBlock = block
            lastSlot = slot[block] ?? -1
        }
        guard lastSlot >= 0 else { return false }
        packed[lastSlot].listenedAt.append(listenedAt)
        packed[lastSlot].trackIndex.append(trackIndex)
        packed[lastSlot].durationMs.append(durationMs)
        packed[lastSlot].sources.append(source)
        return true
    }

    /// Adds a track the import inserted as `id`.
    func add(_ track: EncodedTrack, id: Int64) {
        guard id > 0, id < Int64(UInt32.max) else { return }
        catalog.add(track, id: UInt32(id))
    }

    /// Hands the tracks added so far to the catalog's thread: once per batch of listens.
    func flushCatalog() {
        catalog.flush()
    }

    /// The copies' bytes, made by `encode` off the writer's thread.
    struct Encoded: Sendable {
        var blocks: [(number: Int64, count: Int64, columns: [UInt8])] = []
        /// An import into a store with no tracks: the whole catalog's copy, packed.
        var catalog: CatalogCopy.Packed?
        /// Otherwise, when worth it, the import's tracks, which `store` adds to the stored copy.
        var tail: (catalog: TrackCatalog, ids: [UInt32])?
    }

    /// Starts encoding the blocks and packing the catalog on another thread, consuming what
    /// was collected. The end of an import is single-threaded: the writer makes the `key_hash`
    /// index meanwhile (for a heavy listener about 0.08 s, and the encoding 0.06 s).
    /// `trackIDs` and `identities` map the import's track numbers to store ids and identities.
    mutating func encode(trackIDs: [Int64], identities: [Int64]) -> BackgroundValue<Encoded> {
        let (slot, packed, catalog, tracksBefore) = (self.slot, self.packed, self.catalog, self.tracksBefore)
        self.slot = [:]
        self.packed = []
        return BackgroundValue {
            var encoded = Encoded()
            encoded.blocks = Self.encodeBlocks(slot: slot, packed: packed, trackIDs: trackIDs, identities: identities)
            let (tracks, ids) = catalog.finish()
            if let lastID = ids.last, CatalogCopy.isWorthRewriting(tailCount: tracks.count, copiedCount: tracksBefore) {
                if tracksBefore == 0 {
                    encoded.catalog = CatalogCopy(maxTrackID: Int64(lastID), trackIDs: ids, catalog: tracks).packed()
                } else {
                    encoded.tail = (tracks, ids)
                }
            }
            return encoded
        }
    }

    /// Stores what `encode` made inside the import's transaction: the blocks, and the catalog
    /// when worth it.
    func store(_ encoded: consuming Encoded, userID: Int64, in db: Database) throws {
        let insert = try RawStatement(
            "INSERT OR REPLACE INTO listen_blocks (user_id, block, listen_count, columns) VALUES (?, ?, ?, ?)", in: db)
        for block in encoded.blocks {
            insert.bind(userID, block.number, block.count)
            try block.columns.withUnsafeBytes { bytes in
                insert.bind(blob: bytes, at: 4)
                try insert.run()
            }
        }
        encoded.blocks = []
        if let catalog = encoded.catalog {
            encoded.catalog = nil
            try CatalogCopy.store(catalog, in: db)
        } else if let tail = encoded.tail {
            encoded.tail = nil
            try storeCatalog(tail.catalog, ids: tail.ids, in: db)
        }
    }

    /// The blocks packed here, in block order, each listing its listens in key order.
    private static func encodeBlocks(
        slot: [Int64: Int], packed: [Listens], trackIDs: [Int64], identities: [Int64]
    ) -> [(number: Int64, count: Int64, columns: [UInt8])] {
        var blocks: [(number: Int64, count: Int64, columns: [UInt8])] = []
        for (number, index) in slot.sorted(by: { $0.key < $1.key }) {
            let listens = packed[index]
            guard !listens.listenedAt.isEmpty else { continue }
            // A block lists its listens in key order, (time, identity), as the rows scan.
            var order = Array(listens.listenedAt.indices)
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let (timeA, timeB) = (listens.listenedAt[a], listens.listenedAt[b])
                if timeA != timeB { return timeA < timeB }
                return identities[Int(listens.trackIndex[a])] < identities[Int(listens.trackIndex[b])]
            }
            if !zip(order, order.dropFirst()).allSatisfy({ precedes($0, $1) }) { order.sort(by: precedes) }
            var storeIDs: [Int32] = []
            storeIDs.reserveCapacity(order.count)
            for index in order {
                let id = trackIDs[Int(listens.trackIndex[index])]
                guard id > 0, id <= Int64(Int32.max) else { return blocks }
                storeIDs.append(Int32(id))
            }
            let columns = ListenBlock.encode(
                number: number, positions: 0..<order.count, listenedAt: order.map { listens.listenedAt[$0] },
                trackIDs: storeIDs, durationMs: order.map { listens.durationMs[$0] }, sources: order.map { listens.sources[$0] })
            blocks.append((number, Int64(order.count), columns))
        }
        return blocks
    }

    /// Appends track `position` of `source` to `target`, interning its texts in the order
    /// `TrackRow.append` does, so the texts are numbered as a load from rows would number them.
    private static func append(_ position: Int, of source: TrackCatalog, to target: inout TrackCatalog) {
        func text(_ id: Int32) -> Int32 { id < 0 ? -1 : source.texts.withBytes(id) { target.intern($0) } }
        let old = source.entries[position]
        let recordingMBID = text(old.recordingMBID)
        var entry = CatalogTrack(
            artistName: text(old.artistName), trackName: text(old.trackName), releaseName: text(old.releaseName),
            recordingMSID: text(old.recordingMSID), recordingMBID: recordingMBID)
        var credits: [CatalogCredit] = []
        if old.recordingMBID >= 0 {
            entry.recordingName = text(old.recordingName)
            entry.releaseMBID = text(old.releaseMBID)
            entry.releaseGroupMBID = text(old.releaseGroupMBID)
            entry.caaID = old.caaID
            entry.caaReleaseMBID = text(old.caaReleaseMBID)
            for credit in source.credits(of: position) {
                let mbid = text(credit.mbid)
                credits.append(CatalogCredit(name: text(credit.name), mbid: mbid, joinPhrase: text(credit.joinPhrase)))
            }
        }
        target.append(entry, credits: credits)
    }

    /// Adds the import's tracks to the stored copy, when that copy covered every track before.
    private func storeCatalog(_ catalog: TrackCatalog, ids catalogIDs: [UInt32], in db: Database) throws {
        guard let firstID = catalogIDs.first, let lastID = catalogIDs.last else { return }
        // Only a copy that covered every track before the import can be continued.
        guard let stored = try CatalogCopy.load(in: db), stored.maxTrackID == Int64(firstID) - 1,
            stored.catalog.count == tracksBefore
        else { return }
        var combined = stored.catalog
        for position in catalog.indices { Self.append(position, of: catalog, to: &combined) }
        try CatalogCopy(maxTrackID: Int64(lastID), trackIDs: stored.trackIDs + catalogIDs, catalog: combined).store(in: db)
    }
}

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

    /// Stores the packed blocks and, when worth it, the catalog, inside the import's transaction.
    /// `trackIDs` and `identities` map the import's track numbers to store ids and identities.
    /// Consumes what it collected, to keep the peak memory of the end of an import low.
    mutating func store(userID: Int64, trackIDs: [Int64], identities: [Int64], in db: Database) throws {
        try storeBlocks(userID: userID, trackIDs: trackIDs, identities: identities, in: db)
        packed = []
        try storeCatalog(in: db)
    }

    private func storeBlocks(userID: Int64, trackIDs: [Int64], identities: [Int64], in db: Database) throws {
        let insert = try RawStatement(
            "INSERT OR REPLACE INTO listen_blocks (user_id, block, listen_count, columns) VALUES (?, ?, ?, ?)", in: db)
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
                guard id > 0, id <= Int64(Int32.max) else { return }
                storeIDs.append(Int32(id))
            }
            let columns = ListenBlock.encode(
                number: number, positions: 0..<order.count, listenedAt: order.map { listens.listenedAt[$0] },
                trackIDs: storeIDs, durationMs: order.map { listens.durationMs[$0] }, sources: order.map { listens.sources[$0] })
            insert.bind(userID, number, Int64(order.count))
            try columns.withUnsafeBytes { bytes in
                insert.bind(blob: bytes, at: 4)
                try insert.run()
            }
        }
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

    private func storeCatalog(in db: Database) throws {
        var (catalog, catalogIDs) = self.catalog.finish()
        guard let firstID = catalogIDs.first, let lastID = catalogIDs.last else { return }
        guard CatalogCopy.isWorthRewriting(tailCount: catalog.count, copiedCount: tracksBefore) else { return }
        if tracksBefore == 0 {
            let copy = CatalogCopy(maxTrackID: Int64(lastID), trackIDs: catalogIDs, catalog: catalog)
            catalog = TrackCatalog()
            catalogIDs = []
            try copy.store(in: db)
            return
        }
        // Only a copy that covered every track before the import can be continued.
        guard let stored = try CatalogCopy.load(in: db), stored.maxTrackID == Int64(firstID) - 1,
            stored.catalog.count == tracksBefore
        else { return }
        var combined = stored.catalog
        for position in catalog.indices { Self.append(position, of: catalog, to: &combined) }
        try CatalogCopy(maxTrackID: Int64(lastID), trackIDs: stored.trackIDs + catalogIDs, catalog: combined).store(in: db)
    }
}

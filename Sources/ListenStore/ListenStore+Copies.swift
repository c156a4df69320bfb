import GRDB
import ListenModel

extension ListenStore {
    /// Stores the packed copies the next load would otherwise make from rows, all in memory at
    /// once: every block of `user`'s listens without a copy, read from its rows a few blocks at
    /// a time, and the catalog copy when it has fallen behind. For writers of many listens that
    /// do not make the copies as they go, as `import` does: after a first `sync` of a million
    /// listens the next `stats` read every row and peaked at 311 MB (with the copies, 205 MB).
    /// Throws when the database is busy. Returns how many blocks were stored.
    @discardableResult
    public func storeMissingCopies(user: String) throws -> Int {
        // Only a saving: with another process writing, it stops at once (that process's next
        // load, or ours, makes the copies) rather than wait out the busy timeout.
        try writeWithoutWaiting { db in
            guard let userID = try Self.userID(named: user, in: db) else { return 0 }
            // Read in each transaction: another process may add listens of new tracks between.
            func maxTrackID() throws -> Int64 { try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM tracks") ?? 0 }
            var stored = 0
            let missing = try Self.blocksWithoutCopy(userID: userID, in: db)
            for batchStart in stride(from: 0, to: missing.count, by: Self.copyBatchBlocks) {
                try db.inTransaction(.immediate) {
                    let maxTrackID = try maxTrackID()
                    var rebuilt: [RebuiltBlock] = []
                    for number in missing[batchStart..<min(batchStart + Self.copyBatchBlocks, missing.count)] {
                        rebuilt += try ListenColumns(
                            userID: userID, from: ListenBlock.start(of: number), to: ListenBlock.start(of: number + 1),
                            maxTrackID: maxTrackID, in: db
                        ).rebuilt
                    }
                    try ListenBlocks.store(rebuilt, userID: userID, in: db)
                    stored += rebuilt.count
                    return .commit
                }
            }
            // The catalog is read whole only when its copy is worth rewriting (a sync of a few
            // new tracks leaves that to the loads, which read the tracks after the copy anyway).
            // The copy's ids are 4 bytes each: its length counts its tracks without reading them.
            let copy = try Row.fetchOne(
                db, sql: "SELECT max_track_id, length(track_ids) / 4 FROM track_catalog_copy WHERE id = 1")
            let (copiedUpTo, copied): (Int64, Int) = copy.map { ($0[0], $0[1]) } ?? (0, 0)
            let tail = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tracks WHERE id > ?", arguments: [copiedUpTo]) ?? 0
            if CatalogCopy.isWorthRewriting(tailCount: tail, copiedCount: copied) {
                try db.inTransaction(.immediate) {
                    try HistoryLoader.catalog(in: db, upTo: try maxTrackID()).2?.store(in: db)
                    return .commit
                }
            }
            return stored
        }
    }

    /// How many blocks are read and stored in one transaction.
    static let copyBatchBlocks = 16

    /// The numbers of the blocks between `user`'s first and last listen that have no copy
    /// (some may hold no listens: reading those costs one seek).
    static func blocksWithoutCopy(userID: Int64, in db: Database) throws -> [Int64] {
        func edge(_ order: String) throws -> Int64? {
            try Int64.fetchOne(
                db, sql: "SELECT listened_at FROM listens WHERE user_id = ? ORDER BY listened_at \(order) LIMIT 1",
                arguments: [userID])
        }
        guard let first = try edge("ASC"), let last = try edge("DESC") else { return [] }
        let copied = Set(
            try Int64.fetchAll(db, sql: "SELECT block FROM listen_blocks WHERE user_id = ?", arguments: [userID]))
        return (ListenBlock.number(of: first)...ListenBlock.number(of: last)).filter { !copied.contains($0) }
    }
}

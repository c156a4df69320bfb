import Concurrency
import GRDB
import ListenModel

/// Reads a user's listens into columns, fast enough for a lifetime of listening.
///
/// The listens come packed in blocks (`ListenColumns`), from rows only where a block's copy
/// is missing. Meanwhile a second connection reads the tracks table into a `TrackCatalog`,
/// interning its texts from SQLite's bytes without making a `String`.
enum HistoryLoader {
    /// Loads inside `db`'s read transaction. With `trackReader` (a pool that can read
    /// concurrently), the tracks table is read on a second connection meanwhile. Also returns
    /// the blocks of listens it had to rebuild from rows, for the caller to store.
    static func load(
        userID: Int64, from: Int64, to: Int64, in db: Database, trackReader: (any DatabaseReader)? = nil
    ) throws -> LoadedHistory {
        let maxTrackID = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM tracks") ?? 0
        guard maxTrackID < Int64(Int32.max) else {
            throw ListenStoreError(code: .corrupt, message: "track ids exceed the supported range; run `listenstats doctor`")
        }
        // The other connection's snapshot begins after this one's, and tracks are never changed
        // or deleted, so it sees every track these listens can refer to.
        let backgroundCatalog = trackReader.map { reader in
            BackgroundValue { try reader.read { try catalog(in: $0, upTo: maxTrackID) } }
        }

        var columns = try ListenColumns(userID: userID, from: from, to: to, maxTrackID: maxTrackID, in: db)
        let (tracks, positionOfID, catalogCopy) = try backgroundCatalog?.value() ?? catalog(in: db, upTo: maxTrackID)
        // The columns name tracks by their ids in the store; the history, by catalog position.
        for offset in columns.trackIDs.indices {
            let position = positionOfID[Int(columns.trackIDs[offset])]
            guard position >= 0 else { throw missingTrack(Int64(columns.trackIDs[offset])) }
            columns.trackIDs[offset] = position
        }
        let history = ListenHistory(
            tracks: tracks, listenedAt: columns.listenedAt, trackIndex: columns.trackIDs, durationMs: columns.durationMs,
            source: columns.sources)
        return LoadedHistory(history: history, rebuiltBlocks: columns.rebuilt, catalogCopy: catalogCopy)
    }

    /// Every track with an id up to `maxTrackID` (and perhaps more): from the packed copy, then
    /// from rows for the tracks after it. Also each id's position in the catalog (-1 where
    /// there is no track), and a new copy when the stored one has fallen well behind.
    static func catalog(
        in db: Database, upTo maxTrackID: Int64
    ) throws -> (TrackCatalog, [Int32], CatalogCopy?) {
        let copy = try CatalogCopy.load(in: db)
        var catalog = copy?.catalog ?? TrackCatalog()
        var trackIDs = copy?.trackIDs ?? []
        let copiedUpTo = copy?.maxTrackID ?? 0
        var credits: [CatalogCredit] = []
        let rows = try RawStatement(
            "SELECT \(TrackRow.selectColumns) FROM tracks WHERE id > ? AND id <= ? ORDER BY id", in: db)
        rows.bind(copiedUpTo, maxTrackID)
        while try rows.step() {
            let id = rows.int64(0)
            guard id > 0 && id <= maxTrackID else { continue }
            trackIDs.append(UInt32(id))
            TrackRow.append(rows, to: &catalog, credits: &credits)
        }
        var positionOfID = [Int32](repeating: -1, count: Int(max(copiedUpTo, maxTrackID)) + 1)
        for (position, id) in trackIDs.enumerated() { positionOfID[Int(id)] = Int32(position) }
        let copiedCount = copy?.catalog.count ?? 0
        let newCopy =
            CatalogCopy.isWorthRewriting(tailCount: catalog.count - copiedCount, copiedCount: copiedCount)
            ? CatalogCopy(maxTrackID: maxTrackID, trackIDs: trackIDs, catalog: catalog) : nil
        return (catalog, positionOfID, newCopy)
    }

    static func missingTrack(_ id: Int64) -> ListenStoreError {
        ListenStoreError(code: .corrupt, message: "listen refers to missing track \(id); run `listenstats doctor`")
    }
}

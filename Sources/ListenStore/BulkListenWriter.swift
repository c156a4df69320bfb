import GRDB
import GRDBSQLite
import ListenModel

/// Stores one importer's stream of `ListenBatch`es inside one transaction, applying the exact
/// de-duplication rule of the `listens` table and the cross-source rule of `CrossSourceMatch`.
///
/// The fast path of the store: tracks are interned once per stream, and each listen is one
/// step of a prepared statement with integer bindings, which is what SQLite can do a million
/// times a second. One writer serves one stream (its track numbering); make a new one per file.
public final class BulkListenWriter {
    private let db: Database
    private let userID: Int64
    private let insert: Statement
    private let insertTrack: Statement
    private let selectTrack: Statement
    /// Per stream track index: the track, its id in the store, its identity hash, and its
    /// match key (computed only when another source has listens to match against).
    private var tracks: [Track] = []
    private var trackIDs: [Int64] = []
    private var identities: [Int64] = []
    private var matchKeys: [Int64?] = []
    private var matches: [ListenSource: CrossSourceMatch] = [:]

    init(db: Database, user: String) throws {
        self.db = db
        userID = try ListenWriter(db: db).userID(for: user)
        insertTrack = try db.makeStatement(sql: TrackRow.insertSQL)
        selectTrack = try db.makeStatement(sql: "SELECT id FROM tracks WHERE key = ?")
        insert = try db.makeStatement(sql: """
            INSERT INTO listens (user_id, listened_at, identity, track_id, duration_ms, source)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """)
        // A larger page cache keeps the B-tree's hot pages in memory during a big import.
        try db.execute(sql: "PRAGMA cache_size = -65536")
    }

    /// Stores the batch and says, listen by listen, what became of it.
    public func insert(_ batch: ListenBatch) throws -> [ListenWriteOutcome] {
        for track in batch.newTracks {
            tracks.append(track)
            trackIDs.append(try storedID(of: track))
            identities.append(ListenIdentity.hash(of: track))
            matchKeys.append(nil)
        }
        var match = try matches[batch.source] ?? CrossSourceMatch.load(userID: userID, source: batch.source, in: db)
        defer { matches[batch.source] = match }

        let statement = insert.sqliteStatement
        sqlite3_bind_int64(statement, 1, userID)
        sqlite3_bind_text(statement, 6, batch.source.rawValue, -1, Self.transient)
        var outcomes: [ListenWriteOutcome] = []
        outcomes.reserveCapacity(batch.count)
        var insertedBlocks = Set<Int64>()
        for position in 0..<batch.count {
            let listenedAt = batch.listenedAt[position]
            let track = Int(batch.trackIndex[position])
            let durationMs = batch.durationMs[position]
            let key = CrossSourceMatch.ListenKey(listenedAt: listenedAt, identity: identities[track])
            if match.wasMerged(key) {
                outcomes.append(.duplicate)
                continue
            }
            if !match.candidates.isEmpty,
                let candidate = match.match(listenedAt: listenedAt, matchKey: matchKey(of: track), durationMs: durationMs)
            {
                if try isStored(key) {
                    outcomes.append(.duplicate)
                } else {
                    try recordMerge(of: key, source: batch.source, track: track, durationMs: durationMs, into: candidate)
                    match.recordMerge(of: key, into: candidate)
                    outcomes.append(.merged)
                }
                continue
            }
            sqlite3_bind_int64(statement, 2, listenedAt)
            sqlite3_bind_int64(statement, 3, key.identity)
            sqlite3_bind_int64(statement, 4, trackIDs[track])
            if durationMs >= 0 {
                sqlite3_bind_int64(statement, 5, Int64(durationMs))
            } else {
                sqlite3_bind_null(statement, 5)
            }
            let status = sqlite3_step(statement)
            sqlite3_reset(statement)
            guard status == SQLITE_DONE else {
                throw ListenStoreError(
                    code: .writeFailed, message: "could not store a listen; nothing of this file was kept",
                    cause: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            if sqlite3_changes(db.sqliteConnection) > 0 {
                outcomes.append(.inserted)
                insertedBlocks.insert(ListenBlock.number(of: listenedAt))
            } else {
                outcomes.append(.duplicate)
            }
        }
        try ListenBlocks.invalidate(userID: userID, blocks: insertedBlocks, in: db)
        return outcomes
    }

    /// The id of `track` in the tracks table, adding it when new. Importers intern tracks, so
    /// this runs about once per distinct track (twice when two reader threads both met it).
    private func storedID(of track: Track) throws -> Int64 {
        let key = TrackRow.key(of: track)
        if let id = try Int64.fetchOne(selectTrack, arguments: [key]) { return id }
        try insertTrack.execute(arguments: TrackRow.arguments(for: track, key: key))
        return db.lastInsertedRowID
    }

    private func matchKey(of track: Int) -> Int64 {
        if let known = matchKeys[track] { return known }
        let key = PlayMatchKey.key(artistName: tracks[track].artistName, trackName: tracks[track].trackName)
        matchKeys[track] = key
        return key
    }

    private func isStored(_ key: CrossSourceMatch.ListenKey) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM listens WHERE user_id = ? AND listened_at = ? AND identity = ?"),
            arguments: [userID, key.listenedAt, key.identity]) ?? false
    }

    private func recordMerge(
        of key: CrossSourceMatch.ListenKey, source: ListenSource, track: Int, durationMs: Int32,
        into candidate: CrossSourceMatch.Candidate
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO merged_listens (user_id, source, listened_at, identity, track_id, duration_ms,
                    into_listened_at, into_identity)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                """,
            arguments: [
                userID, source.rawValue, key.listenedAt, key.identity, trackIDs[track],
                durationMs >= 0 ? Int64(durationMs) : nil, candidate.listenedAt, candidate.identity,
            ])
    }

    /// SQLite's SQLITE_TRANSIENT: copy the bound text now (the macro is not imported into Swift).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

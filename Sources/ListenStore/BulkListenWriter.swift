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
    private let tracks: ListenWriter
    private let insert: Statement
    /// Per stream track index: the store's track id, identity hash and match key.
    private var trackIDs: [Int64] = []
    private var identities: [Int64] = []
    private var matchKeys: [Int64] = []
    private var matches: [ListenSource: CrossSourceMatch] = [:]

    init(db: Database, user: String) throws {
        self.db = db
        tracks = ListenWriter(db: db)
        userID = try tracks.userID(for: user)
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
            trackIDs.append(try tracks.trackID(for: track))
            identities.append(ListenIdentity.hash(of: track))
            matchKeys.append(PlayMatchKey.key(artistName: track.artistName, trackName: track.trackName))
        }
        var match = try matches[batch.source] ?? CrossSourceMatch.load(userID: userID, source: batch.source, in: db)
        defer { matches[batch.source] = match }

        let statement = insert.sqliteStatement
        sqlite3_bind_int64(statement, 1, userID)
        sqlite3_bind_text(statement, 6, batch.source.rawValue, -1, Self.transient)
        var outcomes: [ListenWriteOutcome] = []
        outcomes.reserveCapacity(batch.count)
        for position in 0..<batch.count {
            let listenedAt = batch.listenedAt[position]
            let track = Int(batch.trackIndex[position])
            let durationMs = batch.durationMs[position]
            let key = CrossSourceMatch.ListenKey(listenedAt: listenedAt, identity: identities[track])
            if match.wasMerged(key) {
                outcomes.append(.duplicate)
                continue
            }
            if let candidate = match.match(listenedAt: listenedAt, matchKey: matchKeys[track], durationMs: durationMs) {
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
            outcomes.append(sqlite3_changes(db.sqliteConnection) > 0 ? .inserted : .duplicate)
        }
        return outcomes
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

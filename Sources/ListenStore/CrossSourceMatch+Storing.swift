import GRDB
import ListenModel

extension CrossSourceMatch {
    /// Whether `key` is stored as a listen of `userID`: a matched play that is already stored
    /// (from its own source) is a duplicate, not a merge.
    static func isStored(_ key: ListenKey, userID: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM listens WHERE user_id = ? AND listened_at = ? AND identity = ?"),
            arguments: [userID, key.listenedAt, key.identity]) ?? false
    }

    /// Records in `merged_listens` that `play` of `source` is the stored listen `candidate`.
    static func recordMerge(
        of play: ListenKey, source: ListenSource, trackID: Int64, durationMs: Int64?, into candidate: Candidate,
        userID: Int64, in db: Database
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO merged_listens (user_id, source, listened_at, identity, track_id, duration_ms,
                    into_listened_at, into_identity)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                """,
            arguments: [
                userID, source.rawValue, play.listenedAt, play.identity, trackID, durationMs, candidate.listenedAt,
                candidate.identity,
            ])
    }
}

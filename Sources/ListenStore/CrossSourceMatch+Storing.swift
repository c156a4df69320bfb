import GRDB
import ListenModel

extension CrossSourceMatch {
    /// What became of a play that is a stored listen of another source.
    enum Settlement {
        /// The play itself is stored already (its own source, imported again).
        case duplicate
        /// The stored record is the richer: the play is kept in `merged_listens`.
        case merged
        /// The play's record is the richer: the stored one moved to `merged_listens` and its
        /// row is gone; the caller stores the play.
        case replacesStored
    }

    /// Settles `play` of `source` (its track, duration and richness) against `candidate`, the
    /// stored listen of another source it matched: the richer record stays a listen, the other
    /// is recorded as merged into it, whichever came first.
    mutating func settle(
        _ play: ListenKey, source: ListenSource, trackID: Int64, durationMs: Int64?, richness: PlayRecordRichness,
        against candidate: Candidate, userID: Int64, in db: Database
    ) throws -> Settlement {
        // Stamped the same second with the same identity, the play and the candidate share a row.
        let sharesRow = play == candidate.key
        if !sharesRow, try Self.isStored(play, userID: userID, in: db) { return .duplicate }
        if richness > candidate.richness {
            try Self.replace(candidate, by: play, userID: userID, in: db)
            recordReplacement(of: candidate)
            return .replacesStored
        }
        if sharesRow { return .duplicate }
        try Self.recordMerge(of: play, source: source, trackID: trackID, durationMs: durationMs, into: candidate, userID: userID, in: db)
        recordMerge(of: play, into: candidate)
        return .merged
    }

    /// Moves the stored listen `candidate` to `merged_listens` as merged into `play` (with the
    /// plays merged into it before), leaving its row free for `play`.
    static func replace(_ candidate: Candidate, by play: ListenKey, userID: Int64, in db: Database) throws {
        let into: StatementArguments = [play.listenedAt, play.identity]
        let stored: StatementArguments = [userID, candidate.listenedAt, candidate.identity]
        try db.cachedStatement(
            sql: """
                UPDATE merged_listens SET into_listened_at = ?, into_identity = ?
                WHERE user_id = ? AND into_listened_at = ? AND into_identity = ?
                """
        ).execute(arguments: into + stored)
        try db.cachedStatement(
            sql: """
                INSERT INTO merged_listens (user_id, source, listened_at, identity, track_id, duration_ms,
                    into_listened_at, into_identity)
                SELECT user_id, source, listened_at, identity, track_id, duration_ms, ?, ? FROM listens
                WHERE user_id = ? AND listened_at = ? AND identity = ?
                ON CONFLICT DO NOTHING
                """
        ).execute(arguments: into + stored)
        try db.cachedStatement(sql: "DELETE FROM listens WHERE user_id = ? AND listened_at = ? AND identity = ?").execute(arguments: stored)
    }

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
        try db.cachedStatement(
            sql: """
                INSERT INTO merged_listens (user_id, source, listened_at, identity, track_id, duration_ms,
                    into_listened_at, into_identity)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                """
        ).execute(
            arguments: [
                userID, source.rawValue, play.listenedAt, play.identity, trackID, durationMs, candidate.listenedAt,
                candidate.identity,
            ])
    }
}

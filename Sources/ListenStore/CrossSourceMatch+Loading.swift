import GRDB
import ListenModel

extension CrossSourceMatch {
    /// The candidates for plays of `source` by `userID`: every listen of another source, and
    /// the merges this source already made.
    static func load(userID: Int64, source: ListenSource, in db: Database) throws -> CrossSourceMatch {
        var matchKeyOfTrack: [Int64: Int64] = [:]
        let tracks = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, artist_name, track_name FROM tracks
                WHERE id IN (SELECT DISTINCT track_id FROM listens WHERE user_id = ? AND source != ?)
                """,
            arguments: [userID, source.rawValue])
        while let row = try tracks.next() {
            matchKeyOfTrack[row[0]] = PlayMatchKey.key(artistName: row[1], trackName: row[2])
        }
        var candidates: [Candidate] = []
        let listens = try Row.fetchCursor(
            db,
            sql: """
                SELECT listened_at, identity, track_id, duration_ms FROM listens
                WHERE user_id = ? AND source != ? ORDER BY listened_at
                """,
            arguments: [userID, source.rawValue])
        while let row = try listens.next() {
            let trackID: Int64 = row[2]
            let durationMs: Int64? = row[3]
            candidates.append(
                Candidate(
                    listenedAt: row[0], identity: row[1], matchKey: matchKeyOfTrack[trackID] ?? 0,
                    duration: max(0, (durationMs ?? 0) / 1000)))
        }
        var partnered: Set<ListenKey> = []
        var merged: Set<ListenKey> = []
        let merges = try Row.fetchCursor(
            db,
            sql: """
                SELECT listened_at, identity, into_listened_at, into_identity FROM merged_listens
                WHERE user_id = ? AND source = ?
                """,
            arguments: [userID, source.rawValue])
        while let row = try merges.next() {
            merged.insert(ListenKey(listenedAt: row[0], identity: row[1]))
            partnered.insert(ListenKey(listenedAt: row[2], identity: row[3]))
        }
        return CrossSourceMatch(candidates: candidates, partnered: partnered, merged: merged)
    }
}

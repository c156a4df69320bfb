import Foundation
import GRDB
import ListenModel

extension ListenWriter {
    /// Records how far `user`'s sync has come; call it in the transaction that stores the
    /// listens the cursor accounts for.
    public func saveSyncCursor(_ cursor: SyncCursor, user: String) throws {
        let userID = try userID(for: user)
        try db.execute(
            sql: """
                INSERT INTO sync_cursors (user_id, newest_covered, backfill_max_ts, backfill_complete)
                VALUES (?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET newest_covered = excluded.newest_covered,
                    backfill_max_ts = excluded.backfill_max_ts, backfill_complete = excluded.backfill_complete
                """,
            arguments: [userID, cursor.newestCovered, cursor.backfillMaxTS, cursor.backfillComplete])
    }

    /// Stores (replacing) a statistic ListenBrainz computed for `user`, downloaded at `fetchedAt`.
    public func saveServerStatistic(_ statistic: ServerStatistic, user: String, fetchedAt: Int64) throws {
        try saveServerPayload(
            statistic, kind: statistic.kind.rawValue, range: statistic.range.rawValue, user: user,
            fetchedAt: fetchedAt)
    }

    /// Stores (replacing) ListenBrainz's Year in Music for `user` and its year.
    public func saveYearInMusic(_ data: YearInMusicServerData, user: String, fetchedAt: Int64) throws {
        try saveServerPayload(
            data, kind: ServerPayloadKey.yearInMusic, range: String(data.year), user: user, fetchedAt: fetchedAt)
    }

    /// Stores how many listens ListenBrainz said it holds for `user`.
    public func saveServerListenCount(_ count: Int, user: String, fetchedAt: Int64) throws {
        try saveServerPayload(count, kind: ServerPayloadKey.listenCount, range: StatRange.allTime.rawValue, user: user, fetchedAt: fetchedAt)
    }

    /// Replaces the loved/hated recordings the last sync fetched for `user` with `entries`, the
    /// server's current list. Marks an export import stored stay (the server's mark wins only
    /// where it is newer), since `listenstats import` documents that nothing it stored is removed.
    public func replaceFeedback(_ entries: [FeedbackEntry], user: String, fetchedAt: Int64) throws {
        let userID = try userID(for: user)
        try db.execute(sql: "DELETE FROM feedback WHERE user_id = ? AND origin = 'sync'", arguments: [userID])
        let statement = try db.cachedStatement(sql: """
            INSERT INTO feedback (user_id, recording_key, recording_msid, recording_mbid, score, created,
                track_name, artist_name, fetched_at, origin)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'sync')
            ON CONFLICT DO UPDATE SET score = excluded.score, created = excluded.created,
                track_name = excluded.track_name, artist_name = excluded.artist_name, fetched_at = excluded.fetched_at,
                origin = 'sync'
            WHERE excluded.created >= feedback.created
            """)
        for entry in entries {
            guard let key = entry.recordingMBID ?? entry.recordingMSID else { continue }
            try statement.execute(arguments: [
                userID, key, entry.recordingMSID, entry.recordingMBID, entry.score.rawValue, entry.created,
                entry.trackName, entry.artistName, fetchedAt,
            ])
        }
    }

    private func saveServerPayload<T: Encodable>(
        _ value: T, kind: String, range: String, user: String, fetchedAt: Int64
    ) throws {
        let userID = try userID(for: user)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let payload = String(decoding: try encoder.encode(value), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO server_statistics (user_id, kind, range, fetched_at, payload) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (user_id, kind, range) DO UPDATE SET fetched_at = excluded.fetched_at,
                    payload = excluded.payload
                """,
            arguments: [userID, kind, range, fetchedAt, payload])
    }
}

import GRDB
import ListenModel

extension BulkListenWriter {
    /// Stores the loved/hated recordings of an export in the import's transaction, in the
    /// table a sync fills, and says how many rows changed.
    ///
    /// A sync replaces a user's feedback because the server's list is the current one. An
    /// export is a snapshot of some day, possibly older than the last sync, so it only adds:
    /// per recording, the feedback given last (by `created`) wins, and nothing is deleted.
    /// Feedback without a time counts as the oldest.
    @discardableResult
    public func storeFeedback(_ entries: [ImportedFeedback], importedAt: Int64) throws -> Int {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO feedback (user_id, recording_key, recording_msid, recording_mbid, score, created, fetched_at, origin)
            VALUES (?, ?, ?, ?, ?, ?, ?, 'import')
            ON CONFLICT (user_id, recording_key) DO UPDATE SET
                recording_msid = coalesce(excluded.recording_msid, recording_msid),
                recording_mbid = coalesce(excluded.recording_mbid, recording_mbid),
                score = excluded.score, created = excluded.created, fetched_at = excluded.fetched_at,
                origin = 'import'
            WHERE excluded.created > feedback.created
            """)
        var changed = 0
        for entry in entries {
            guard let key = entry.recordingMBID ?? entry.recordingMSID else { continue }
            try statement.execute(arguments: [
                userID, key, entry.recordingMSID, entry.recordingMBID, entry.score, entry.created ?? 0, importedAt,
            ])
            changed += db.changesCount
        }
        return changed
    }
}

import GRDB
import ListenModel

extension ListenStore {
    /// `user`'s pinned recordings, newest first.
    public func pins(user: String) throws -> [PinnedRecording] {
        try read { db in
            guard let userID = try Self.userID(named: user, in: db) else { return [] }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT recording_msid, recording_mbid, blurb, created, pinned_until, track_name, artist_name FROM pins
                    WHERE user_id = ? ORDER BY created DESC, recording_key
                    """,
                arguments: [userID]
            ).map { row in
                PinnedRecording(
                    recordingMSID: row[0], recordingMBID: row[1], blurb: row[2], created: row[3], pinnedUntil: row[4],
                    trackName: row[5], artistName: row[6])
            }
        }
    }
}

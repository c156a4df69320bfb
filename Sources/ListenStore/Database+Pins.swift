import GRDB
import ListenModel

extension Database {
    /// Stores `pins` for the user `userID`: a pin already stored (same time and recording)
    /// keeps what it knew and gains what this copy adds; nothing is deleted, so an export and
    /// the pins API fill one history. Returns how many rows changed.
    @discardableResult
    func storePins(_ pins: [PinnedRecording], userID: Int64, fetchedAt: Int64) throws -> Int {
        let statement = try cachedStatement(sql: """
            INSERT INTO pins (user_id, created, recording_key, recording_msid, recording_mbid, blurb, pinned_until,
                track_name, artist_name, fetched_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (user_id, created, recording_key) DO UPDATE SET
                recording_msid = coalesce(excluded.recording_msid, recording_msid),
                recording_mbid = coalesce(excluded.recording_mbid, recording_mbid),
                blurb = coalesce(excluded.blurb, blurb),
                pinned_until = coalesce(excluded.pinned_until, pinned_until),
                track_name = coalesce(excluded.track_name, track_name),
                artist_name = coalesce(excluded.artist_name, artist_name),
                fetched_at = excluded.fetched_at
            """)
        var changed = 0
        for pin in pins {
            // The MessyBrainz id names the submitted recording; the MBID only the mapped one.
            guard let key = pin.recordingMSID ?? pin.recordingMBID else { continue }
            try statement.execute(arguments: [
                userID, pin.created, key, pin.recordingMSID, pin.recordingMBID, pin.blurb, pin.pinnedUntil, pin.trackName,
                pin.artistName, fetchedAt,
            ])
            changed += changesCount
        }
        return changed
    }
}

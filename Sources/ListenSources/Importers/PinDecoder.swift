import ListenModel

/// Decodes one line of an export's `pinned_recording.jsonl` (a pin as the pins API returns
/// it: `recording_msid`, `recording_mbid`, `blurb_content`, `created`, `pinned_until`, and
/// `track_metadata` when the export has it). Times are seconds since the epoch.
enum PinDecoder {
    /// The pin, or nil for a line that is not one (it is skipped with `.badPin`).
    static func decode(_ line: UnsafeRawBufferPointer) -> PinnedRecording? {
        var cursor = JSONCursor(line)
        var pin = PinnedRecording(created: 0)
        var created: Int64?
        do {
            var members = try cursor.beginObject()
            while let key = try cursor.nextKey(&members) {
                if cursor.matches(key, "recording_msid") {
                    pin.recordingMSID = try cursor.readStringLeniently()
                } else if cursor.matches(key, "recording_mbid") {
                    pin.recordingMBID = try cursor.readStringLeniently()
                } else if cursor.matches(key, "blurb_content") {
                    pin.blurb = try cursor.readStringLeniently()
                } else if cursor.matches(key, "created") {
                    created = try cursor.readIntegerLeniently()
                } else if cursor.matches(key, "pinned_until") {
                    pin.pinnedUntil = try cursor.readIntegerLeniently()
                } else if cursor.matches(key, "track_metadata") {
                    var metadata = try cursor.beginObject()
                    while let field = try cursor.nextKey(&metadata) {
                        if cursor.matches(field, "track_name") {
                            pin.trackName = try cursor.readStringLeniently().flatMap(ListenName.cleaned)
                        } else if cursor.matches(field, "artist_name") {
                            pin.artistName = try cursor.readStringLeniently().flatMap(ListenName.cleaned)
                        } else {
                            try cursor.skipValue()
                        }
                    }
                } else {
                    try cursor.skipValue()
                }
            }
        } catch {
            return nil
        }
        guard let created, pin.recordingMSID != nil || pin.recordingMBID != nil else { return nil }
        pin.created = created
        return pin
    }
}

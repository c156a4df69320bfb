import ListenModel

/// Decodes a listen's `mbid_mapping` object into an `MBIDMapping`.
enum ListenBrainzMappingDecoder {
    /// The mapping, or nil when it names no recording (ListenBrainz then treats the listen as
    /// unmapped, and so do we).
    static func decode(_ cursor: inout JSONCursor, trackName: String) throws -> MBIDMapping? {
        var recordingMBID: String?
        var recordingName: String?
        var releaseMBID: String?
        var releaseGroupMBID: String?
        var artists: [CreditedArtist] = []
        var caaID: Int64?
        var caaReleaseMBID: String?
        var members = try cursor.beginObject()
        while let key = try cursor.nextKey(&members) {
            if cursor.matches(key, "recording_mbid") {
                recordingMBID = try cursor.readStringLeniently()
            } else if cursor.matches(key, "recording_name") {
                recordingName = try cursor.readStringLeniently()
            } else if cursor.matches(key, "release_mbid") {
                releaseMBID = try cursor.readStringLeniently()
            } else if cursor.matches(key, "release_group_mbid") {
                releaseGroupMBID = try cursor.readStringLeniently()
            } else if cursor.matches(key, "caa_release_mbid") {
                caaReleaseMBID = try cursor.readStringLeniently()
            } else if cursor.matches(key, "caa_id") {
                caaID = try cursor.readIntegerLeniently()
            } else if cursor.matches(key, "artists"), cursor.peek() == UInt8(ascii: "[") {
                artists = try decodeArtists(&cursor)
            } else {
                try cursor.skipValue()
            }
        }
        guard let recordingMBID, !recordingMBID.isEmpty else { return nil }
        return MBIDMapping(
            recordingMBID: recordingMBID, recordingName: recordingName ?? trackName, releaseMBID: releaseMBID,
            releaseGroupMBID: releaseGroupMBID, artists: artists, caaID: caaID, caaReleaseMBID: caaReleaseMBID)
    }

    private static func decodeArtists(_ cursor: inout JSONCursor) throws -> [CreditedArtist] {
        var artists: [CreditedArtist] = []
        var elements = try cursor.beginArray()
        while try cursor.nextElement(&elements) {
            guard cursor.peek() == UInt8(ascii: "{") else {
                try cursor.skipValue()
                continue
            }
            var name: String?
            var mbid: String?
            var joinPhrase: String?
            var members = try cursor.beginObject()
            while let key = try cursor.nextKey(&members) {
                if cursor.matches(key, "artist_credit_name") {
                    name = try cursor.readStringLeniently()
                } else if cursor.matches(key, "artist_mbid") {
                    mbid = try cursor.readStringLeniently()
                } else if cursor.matches(key, "join_phrase") {
                    joinPhrase = try cursor.readStringLeniently()
                } else {
                    try cursor.skipValue()
                }
            }
            if let name {
                artists.append(CreditedArtist(name: name, mbid: mbid, joinPhrase: joinPhrase ?? ""))
            }
        }
        return artists
    }
}

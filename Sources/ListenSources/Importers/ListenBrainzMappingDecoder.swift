import ListenModel

/// Decodes a listen's `mbid_mapping` object into the mapping fields of a `TrackTexts`,
/// straight from the line's bytes: a track met for the first time makes no `String`s.
enum ListenBrainzMappingDecoder {
    /// Reads the mapping into `texts` (whose title is `trackName`), or leaves `texts` unmapped
    /// when the mapping names no recording (ListenBrainz then treats the listen as unmapped,
    /// and so do we). A member repeated in the object counts as its last appearance, and a
    /// value of an unexpected type as absent. When it throws, `texts` may hold part of the
    /// mapping: the caller clears it.
    static func decode(_ cursor: inout JSONCursor, into texts: inout TrackTexts, trackName: Range<Int>) throws {
        texts.clearMapping()
        var recordingMBID: Range<Int>?
        var recordingName: Range<Int>?
        var releaseMBID: Range<Int>?
        var releaseGroupMBID: Range<Int>?
        var caaID: Int64?
        var caaReleaseMBID: Range<Int>?
        var members = try cursor.beginObject()
        while let key = try cursor.nextKey(&members) {
            if cursor.matches(key, "recording_mbid") {
                recordingMBID = try text(&cursor, into: &texts)
            } else if cursor.matches(key, "recording_name") {
                recordingName = try name(&cursor, into: &texts)
            } else if cursor.matches(key, "release_mbid") {
                releaseMBID = try text(&cursor, into: &texts)
            } else if cursor.matches(key, "release_group_mbid") {
                releaseGroupMBID = try text(&cursor, into: &texts)
            } else if cursor.matches(key, "caa_release_mbid") {
                caaReleaseMBID = try text(&cursor, into: &texts)
            } else if cursor.matches(key, "caa_id") {
                caaID = try cursor.readIntegerLeniently()
            } else if cursor.matches(key, "artists"), cursor.peek() == UInt8(ascii: "[") {
                // A second `artists` array replaces the first.
                texts.removeCredits()
                try decodeArtists(&cursor, into: &texts)
            } else {
                try cursor.skipValue()
            }
        }
        guard let recordingMBID, !recordingMBID.isEmpty else {
            texts.clearMapping()
            return
        }
        texts.isMapped = true
        texts.recordingMBID = recordingMBID
        texts.recordingName = recordingName.flatMap { texts.isBlank($0) ? nil : $0 } ?? trackName
        texts.releaseMBID = releaseMBID
        texts.releaseGroupMBID = releaseGroupMBID
        texts.caaID = caaID
        texts.caaReleaseMBID = caaReleaseMBID
    }

    private static func decodeArtists(_ cursor: inout JSONCursor, into texts: inout TrackTexts) throws {
        var elements = try cursor.beginArray()
        while try cursor.nextElement(&elements) {
            guard cursor.peek() == UInt8(ascii: "{") else {
                try cursor.skipValue()
                continue
            }
            var name: Range<Int>?
            var mbid: Range<Int>?
            var joinPhrase: Range<Int>?
            var members = try cursor.beginObject()
            while let key = try cursor.nextKey(&members) {
                if cursor.matches(key, "artist_credit_name") {
                    name = try self.name(&cursor, into: &texts)
                } else if cursor.matches(key, "artist_mbid") {
                    mbid = try text(&cursor, into: &texts)
                } else if cursor.matches(key, "join_phrase") {
                    // Cleaned as a name, but kept when blank: a lone space is a join.
                    joinPhrase = try self.name(&cursor, into: &texts)
                } else {
                    try cursor.skipValue()
                }
            }
            // A credit without a name, or with a blank one, is left out, as in `APIListen`.
            if let name, !texts.isBlank(name) {
                texts.appendCredit(name: name, mbid: mbid, joinPhrase: joinPhrase ?? 0..<0)
            }
        }
    }

    /// A name's unescaped bytes without its control characters (`ListenName`), added to
    /// `texts`; nil for null or any other value (skipped).
    static func name(_ cursor: inout JSONCursor, into texts: inout TrackTexts) throws -> Range<Int>? {
        guard cursor.peek() == UInt8(ascii: "\"") else {
            try cursor.skipValue()
            return nil
        }
        let raw = try cursor.readRawString()
        return try texts.appendName { try cursor.appendUnescaped(raw, to: &$0) }
    }

    /// A string's unescaped bytes, added to `texts`; nil for null or any other value
    /// (skipped), so one odd value never costs the whole mapping.
    static func text(_ cursor: inout JSONCursor, into texts: inout TrackTexts) throws -> Range<Int>? {
        guard cursor.peek() == UInt8(ascii: "\"") else {
            try cursor.skipValue()
            return nil
        }
        let raw = try cursor.readRawString()
        return try texts.append { try cursor.appendUnescaped(raw, to: &$0) }
    }
}

import ListenModel

/// How a `Track` is laid out in the `tracks` table.
enum TrackRow {
    static let separator: Character = "\u{1F}"

    /// The interning key: every field of the track, joined by two unit separators, an absent
    /// field written as one record separator (U+001E), so that "no release" and an empty
    /// release name stay apart. An empty credit MBID counts as absent, as it is stored.
    ///
    /// (Stores before `v4-keys` wrote the absent marker as U+0000, which SQLite cut the key
    /// at: tracks that differed only after their first absent field shared one row.)
    static func key(of track: Track) -> String {
        var bytes: [UInt8] = []
        appendKey(of: track, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `key(of: track)` to `bytes`, for writers that look many
    /// tracks up and should not build a `String` for each.
    static func appendKey(of track: Track, to bytes: inout [UInt8]) {
        var first = true
        func part(_ text: String?) {
            if !first { bytes.append(contentsOf: [separatorByte, separatorByte]) }
            first = false
            if let text { bytes.append(contentsOf: text.utf8) } else { bytes.append(absentByte) }
        }
        part(track.artistName)
        part(track.trackName)
        part(track.releaseName)
        part(track.recordingMSID)
        if let mapping = track.mapping {
            part(mapping.recordingMBID)
            part(mapping.recordingName)
            part(mapping.releaseMBID)
            part(mapping.releaseGroupMBID)
            part(mapping.caaID.map(String.init))
            part(mapping.caaReleaseMBID)
            for artist in mapping.artists {
                part(artist.name)
                part(artist.mbid.flatMap { $0.isEmpty ? nil : $0 })
                part(artist.joinPhrase)
            }
        }
    }

    /// Binds the parameters of `insertSQL` for `track`, whose `key(of:)` bytes and
    /// `TrackKeyHash` the caller has computed: the one mapping of a track to its columns,
    /// for both writers.
    static func bind(_ track: Track, key: UnsafeRawBufferPointer, keyHash: Int64, to statement: RawStatement) {
        BoundTrack(track).bind(key: key, keyHash: keyHash, to: statement)
    }

    static let insertSQL = """
        INSERT INTO tracks (key, artist_name, track_name, release_name, recording_msid,
            recording_mbid, recording_name, release_mbid, release_group_mbid,
            credit_names, credit_mbids, credit_join_phrases, caa_id, caa_release_mbid, key_hash)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    static let selectColumns = """
        id, artist_name, track_name, release_name, recording_msid, recording_mbid, recording_name,
        release_mbid, release_group_mbid, credit_names, credit_mbids, credit_join_phrases,
        caa_id, caa_release_mbid
        """

    static let separatorByte = UInt8(ascii: "\u{1F}")
    /// Marks an absent field in a key.
    static let absentByte = UInt8(ascii: "\u{1E}")
}

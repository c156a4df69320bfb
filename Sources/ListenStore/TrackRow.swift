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
    /// tracks up and should not build a `String` for each. The layout is `EncodedTrack`'s.
    static func appendKey(of track: Track, to bytes: inout [UInt8]) {
        EncodedTrack(track).withKey { bytes.append(contentsOf: $0) }
    }

    /// Binds the parameters of `insertSQL` for `track`: the one mapping of a track to its
    /// columns (`EncodedTrack`), for both writers.
    static func bind(_ track: Track, to statement: RawStatement) {
        EncodedTrack(track).bind(to: statement)
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

    static let separatorByte = EncodedTrack.separatorByte
    /// Marks an absent field in a key.
    static let absentByte = EncodedTrack.absentByte
}

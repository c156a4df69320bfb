import GRDB
import ListenModel

/// How a `Track` is laid out in the `tracks` table.
enum TrackRow {
    static let separator: Character = "\u{1F}"

    /// The interning key: every field of the track, so distinct metadata never merges.
    static func key(of track: Track) -> String {
        let sep = String(separator)
        var parts = [track.artistName, track.trackName, track.releaseName ?? "\u{0}", track.recordingMSID ?? "\u{0}"]
        if let mapping = track.mapping {
            parts += [
                mapping.recordingMBID, mapping.recordingName, mapping.releaseMBID ?? "\u{0}",
                mapping.releaseGroupMBID ?? "\u{0}", mapping.caaID.map(String.init) ?? "\u{0}",
                mapping.caaReleaseMBID ?? "\u{0}",
            ]
            for artist in mapping.artists {
                parts += [artist.name, artist.mbid ?? "\u{0}", artist.joinPhrase]
            }
        }
        return parts.joined(separator: sep + sep)
    }

    static func arguments(for track: Track) -> StatementArguments {
        arguments(for: track, key: key(of: track))
    }

    /// The insert arguments when the caller has computed `key(of: track)` already.
    static func arguments(for track: Track, key: String) -> StatementArguments {
        let mapping = track.mapping
        let sep = String(separator)
        return [
            key, track.artistName, track.trackName, track.releaseName, track.recordingMSID,
            mapping?.recordingMBID, mapping?.recordingName, mapping?.releaseMBID, mapping?.releaseGroupMBID,
            mapping.map { $0.artists.map(\.name).joined(separator: sep) },
            mapping.map { $0.artists.map { $0.mbid ?? "" }.joined(separator: sep) },
            mapping.map { $0.artists.map(\.joinPhrase).joined(separator: sep) },
            mapping?.caaID, mapping?.caaReleaseMBID,
        ]
    }

    static let insertSQL = """
        INSERT INTO tracks (key, artist_name, track_name, release_name, recording_msid,
            recording_mbid, recording_name, release_mbid, release_group_mbid,
            credit_names, credit_mbids, credit_join_phrases, caa_id, caa_release_mbid)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    static let selectColumns = """
        id, artist_name, track_name, release_name, recording_msid, recording_mbid, recording_name,
        release_mbid, release_group_mbid, credit_names, credit_mbids, credit_join_phrases,
        caa_id, caa_release_mbid
        """

    static let separatorByte = UInt8(ascii: "\u{1F}")
}

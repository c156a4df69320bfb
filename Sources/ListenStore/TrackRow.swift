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

    /// Decodes a row selected with `selectColumns` (the id is column 0).
    static func track(from row: Row) -> Track {
        track(text: { row[Int($0)] }, integer: { row[Int($0)] })
    }

    /// Decodes a track from its columns (numbered as in `selectColumns`), however they are read.
    static func track(text: (Int32) -> String?, integer: (Int32) -> Int64?) -> Track {
        var mapping: MBIDMapping?
        if let recordingMBID = text(5) {
            let names = split(text(9))
            let mbids = split(text(10))
            let joins = split(text(11))
            let artists = names.indices.map { index in
                CreditedArtist(
                    name: names[index],
                    mbid: index < mbids.count && !mbids[index].isEmpty ? mbids[index] : nil,
                    joinPhrase: index < joins.count ? joins[index] : "")
            }
            mapping = MBIDMapping(
                recordingMBID: recordingMBID, recordingName: text(6) ?? text(2) ?? "",
                releaseMBID: text(7), releaseGroupMBID: text(8), artists: artists,
                caaID: integer(12), caaReleaseMBID: text(13))
        }
        return Track(
            artistName: text(1) ?? "", trackName: text(2) ?? "", releaseName: text(3), recordingMSID: text(4),
            mapping: mapping)
    }

    static func split(_ joined: String?) -> [String] {
        guard let joined else { return [] }
        // Splits the UTF-8 bytes: the separator is an ASCII control character, which never occurs
        // inside a multi-byte sequence and always ends a grapheme, so this cuts exactly where a
        // `Character` split would, without walking graphemes (three quarters of decoding a track).
        return joined.utf8.split(separator: separatorByte, omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
    }

    private static let separatorByte = UInt8(ascii: "\u{1F}")
}

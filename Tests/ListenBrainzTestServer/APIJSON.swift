import Foundation
import ListenModel

/// Writes model listens in the ListenBrainz API's JSON form, for the fake server.
public enum APIJSON {
    public static func listen(_ listen: Listen, user: String) -> Data {
        var info: [String: Any] = ["submission_client": "test", "tracknumber": "3"]
        if let duration = listen.durationMs { info["duration_ms"] = duration }
        var metadata: [String: Any] = [
            "artist_name": listen.track.artistName, "track_name": listen.track.trackName, "additional_info": info,
        ]
        metadata["release_name"] = listen.track.releaseName ?? NSNull()
        if let mapping = listen.track.mapping {
            let artists: [[String: Any]] = mapping.artists.map { artist in
                ["artist_mbid": artist.mbid ?? NSNull(), "artist_credit_name": artist.name, "join_phrase": artist.joinPhrase]
            }
            var mapped: [String: Any] = ["recording_mbid": mapping.recordingMBID, "recording_name": mapping.recordingName]
            mapped["release_mbid"] = mapping.releaseMBID ?? NSNull()
            mapped["release_group_mbid"] = mapping.releaseGroupMBID ?? NSNull()
            mapped["artist_mbids"] = mapping.artists.compactMap(\.mbid)
            mapped["artists"] = artists
            mapped["caa_id"] = mapping.caaID.map { NSNumber(value: $0) } ?? NSNull()
            mapped["caa_release_mbid"] = mapping.caaReleaseMBID ?? NSNull()
            metadata["mbid_mapping"] = mapped
        }
        let object: [String: Any] = [
            "listened_at": listen.listenedAt, "inserted_at": listen.listenedAt + 5,
            "recording_msid": listen.track.recordingMSID ?? NSNull(), "user_name": user,
            "track_metadata": metadata,
        ]
        // Only test values go in, and JSONSerialization accepts all of them.
        return try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}

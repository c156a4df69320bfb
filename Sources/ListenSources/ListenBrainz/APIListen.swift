/// One listen as the ListenBrainz API sends it.
///
/// Every field is optional and read leniently: one listen with a field of an odd type must
/// not make the whole page unreadable. `listen(source:)` decides what is usable.
struct APIListen: Decodable {
    var listenedAt: Int64?
    var recordingMSID: String?
    var trackMetadata: TrackMetadata?

    enum CodingKeys: String, CodingKey {
        case listenedAt = "listened_at"
        case recordingMSID = "recording_msid"
        case trackMetadata = "track_metadata"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        listenedAt = container.decodeAPIInteger(forKey: .listenedAt)
        recordingMSID = try? container.decodeIfPresent(String.self, forKey: .recordingMSID)
        trackMetadata = try? container.decodeIfPresent(TrackMetadata.self, forKey: .trackMetadata)
    }

    struct TrackMetadata: Decodable {
        var artistName: String?
        var trackName: String?
        var releaseName: String?
        var additionalInfo: AdditionalInfo?
        var mbidMapping: Mapping?

        enum CodingKeys: String, CodingKey {
            case artistName = "artist_name"
            case trackName = "track_name"
            case releaseName = "release_name"
            case additionalInfo = "additional_info"
            case mbidMapping = "mbid_mapping"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            artistName = try? container.decodeIfPresent(String.self, forKey: .artistName)
            trackName = try? container.decodeIfPresent(String.self, forKey: .trackName)
            releaseName = try? container.decodeIfPresent(String.self, forKey: .releaseName)
            additionalInfo = try? container.decodeIfPresent(AdditionalInfo.self, forKey: .additionalInfo)
            mbidMapping = try? container.decodeIfPresent(Mapping.self, forKey: .mbidMapping)
        }
    }

    /// The free-form part; only the keys ListenStats uses are read.
    struct AdditionalInfo: Decodable {
        var durationMs: Int64?
        var duration: Int64?
        var recordingMSID: String?

        enum CodingKeys: String, CodingKey {
            case durationMs = "duration_ms"
            case duration
            case recordingMSID = "recording_msid"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            durationMs = container.decodeAPIInteger(forKey: .durationMs)
            duration = container.decodeAPIInteger(forKey: .duration)
            recordingMSID = try? container.decodeIfPresent(String.self, forKey: .recordingMSID)
        }
    }

    struct Mapping: Decodable {
        var recordingMBID: String?
        var recordingName: String?
        var releaseMBID: String?
        var releaseGroupMBID: String?
        var artistMBIDs: [String]?
        var artists: [MappedArtist]?
        var caaID: Int64?
        var caaReleaseMBID: String?

        enum CodingKeys: String, CodingKey {
            case recordingMBID = "recording_mbid"
            case recordingName = "recording_name"
            case releaseMBID = "release_mbid"
            case releaseGroupMBID = "release_group_mbid"
            case artistMBIDs = "artist_mbids"
            case artists
            case caaID = "caa_id"
            case caaReleaseMBID = "caa_release_mbid"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            recordingMBID = try? container.decodeIfPresent(String.self, forKey: .recordingMBID)
            recordingName = try? container.decodeIfPresent(String.self, forKey: .recordingName)
            releaseMBID = try? container.decodeIfPresent(String.self, forKey: .releaseMBID)
            releaseGroupMBID = try? container.decodeIfPresent(String.self, forKey: .releaseGroupMBID)
            artistMBIDs = try? container.decodeIfPresent([String].self, forKey: .artistMBIDs)
            artists = try? container.decodeIfPresent([MappedArtist].self, forKey: .artists)
            caaID = container.decodeAPIInteger(forKey: .caaID)
            caaReleaseMBID = try? container.decodeIfPresent(String.self, forKey: .caaReleaseMBID)
        }
    }

    struct MappedArtist: Decodable {
        var artistMBID: String?
        var artistCreditName: String?
        var joinPhrase: String?

        enum CodingKeys: String, CodingKey {
            case artistMBID = "artist_mbid"
            case artistCreditName = "artist_credit_name"
            case joinPhrase = "join_phrase"
        }
    }
}

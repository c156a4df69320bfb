/// The entry shapes ListenBrainz's statistics endpoints (and Year in Music) share.
enum APIStatEntries {
    struct Artist: Decodable {
        var artistName: String
        var artistMBID: String?
        var artistMBIDs: [String]?
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case artistName = "artist_name"
            case artistMBID = "artist_mbid"
            case artistMBIDs = "artist_mbids"
            case listenCount = "listen_count"
        }
    }

    /// A release or a release group (the keys differ, the shape does not).
    struct Release: Decodable {
        var releaseName: String?
        var releaseMBID: String?
        var releaseGroupName: String?
        var releaseGroupMBID: String?
        var artistName: String
        var artistMBIDs: [String]?
        var caaID: Int64?
        var caaReleaseMBID: String?
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case releaseName = "release_name"
            case releaseMBID = "release_mbid"
            case releaseGroupName = "release_group_name"
            case releaseGroupMBID = "release_group_mbid"
            case artistName = "artist_name"
            case artistMBIDs = "artist_mbids"
            case caaID = "caa_id"
            case caaReleaseMBID = "caa_release_mbid"
            case listenCount = "listen_count"
        }
    }

    struct Recording: Decodable {
        var trackName: String
        var recordingMBID: String?
        var releaseName: String?
        var releaseMBID: String?
        var artistName: String
        var artistMBIDs: [String]?
        var caaID: Int64?
        var caaReleaseMBID: String?
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case trackName = "track_name"
            case recordingMBID = "recording_mbid"
            case releaseName = "release_name"
            case releaseMBID = "release_mbid"
            case artistName = "artist_name"
            case artistMBIDs = "artist_mbids"
            case caaID = "caa_id"
            case caaReleaseMBID = "caa_release_mbid"
            case listenCount = "listen_count"
        }
    }

    struct Bucket: Decodable {
        var fromTS: Int64
        var toTS: Int64
        var timeRange: String
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case fromTS = "from_ts"
            case toTS = "to_ts"
            case timeRange = "time_range"
            case listenCount = "listen_count"
        }
    }

    struct HourCount: Decodable {
        var hour: Int
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case hour
            case listenCount = "listen_count"
        }
    }

    struct Country: Decodable {
        var country: String
        var artistCount: APICount
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case country
            case artistCount = "artist_count"
            case listenCount = "listen_count"
        }
    }

    struct Evolution: Decodable {
        var timeUnit: String
        var artistName: String
        var artistMBID: String?
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case timeUnit = "time_unit"
            case artistName = "artist_name"
            case artistMBID = "artist_mbid"
            case listenCount = "listen_count"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let unit = container.decodeAPIText(forKey: .timeUnit) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .timeUnit, in: container, debugDescription: "time_unit is neither text nor a number")
            }
            timeUnit = unit
            artistName = try container.decode(String.self, forKey: .artistName)
            artistMBID = try container.decodeIfPresent(String.self, forKey: .artistMBID)
            listenCount = try container.decode(APICount.self, forKey: .listenCount)
        }
    }

    struct Era: Decodable {
        var year: Int
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case year
            case listenCount = "listen_count"
        }
    }

    struct Genre: Decodable {
        var genre: String
        var hour: Int
        var listenCount: APICount

        enum CodingKeys: String, CodingKey {
            case genre, hour
            case listenCount = "listen_count"
        }
    }

    struct ArtistActivity: Decodable {
        var name: String?
        var artistName: String?
        var artistMBID: String?
        var listenCount: APICount
        var albums: [Album]?

        enum CodingKeys: String, CodingKey {
            case name
            case artistName = "artist_name"
            case artistMBID = "artist_mbid"
            case listenCount = "listen_count"
            case albums
        }

        struct Album: Decodable {
            var name: String
            var releaseGroupMBID: String?
            var listenCount: APICount

            enum CodingKeys: String, CodingKey {
                case name
                case releaseGroupMBID = "release_group_mbid"
                case listenCount = "listen_count"
            }
        }
    }
}

import ListenModel

/// The body of `GET /1/feedback/user/<user>/get-feedback`.
struct APIFeedbackPage: Decodable {
    var feedback: [Item]
    var totalCount: Int?

    enum CodingKeys: String, CodingKey {
        case feedback
        case totalCount = "total_count"
    }

    struct Item: Decodable {
        var recordingMSID: String?
        var recordingMBID: String?
        var score: Int
        var created: Int64?
        var trackMetadata: TrackMetadata?

        enum CodingKeys: String, CodingKey {
            case recordingMSID = "recording_msid"
            case recordingMBID = "recording_mbid"
            case score, created
            case trackMetadata = "track_metadata"
        }

        struct TrackMetadata: Decodable {
            var artistName: String?
            var trackName: String?

            enum CodingKeys: String, CodingKey {
                case artistName = "artist_name"
                case trackName = "track_name"
            }
        }

        /// The model entry; nil for a score other than loved or hated (0 means withdrawn).
        var model: FeedbackEntry? {
            guard let score = FeedbackEntry.Score(rawValue: score) else { return nil }
            return FeedbackEntry(
                recordingMSID: recordingMSID, recordingMBID: recordingMBID, score: score, created: created ?? 0,
                trackName: trackMetadata?.trackName.flatMap(ListenName.cleaned),
                artistName: trackMetadata?.artistName.flatMap(ListenName.cleaned))
        }
    }
}

import ListenModel

/// The body of `GET /1/<user>/pins`: a page of a user's pins, newest first.
struct APIPinsPage: Decodable {
    var pinnedRecordings: [Item]
    var totalCount: Int?

    enum CodingKeys: String, CodingKey {
        case pinnedRecordings = "pinned_recordings"
        case totalCount = "total_count"
    }

    struct Item: Decodable {
        var recordingMSID: String?
        var recordingMBID: String?
        var blurbContent: String?
        var created: Int64?
        var pinnedUntil: Int64?
        var trackMetadata: APIFeedbackPage.Item.TrackMetadata?

        enum CodingKeys: String, CodingKey {
            case recordingMSID = "recording_msid"
            case recordingMBID = "recording_mbid"
            case blurbContent = "blurb_content"
            case created
            case pinnedUntil = "pinned_until"
            case trackMetadata = "track_metadata"
        }

        /// The model pin; nil without a time or a recording.
        var model: PinnedRecording? {
            guard let created, recordingMSID != nil || recordingMBID != nil else { return nil }
            return PinnedRecording(
                recordingMSID: recordingMSID, recordingMBID: recordingMBID, blurb: blurbContent, created: created,
                pinnedUntil: pinnedUntil, trackName: trackMetadata?.trackName.flatMap(ListenName.cleaned),
                artistName: trackMetadata?.artistName.flatMap(ListenName.cleaned))
        }
    }
}

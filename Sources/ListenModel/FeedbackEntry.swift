/// A user's loved or hated mark on a recording, from ListenBrainz feedback.
public struct FeedbackEntry: Hashable, Sendable, Codable {
    public enum Score: Int, Hashable, Sendable, Codable {
        case hated = -1
        case loved = 1
    }

    /// The submitted-metadata id, when the feedback was given on an unmapped listen.
    public var recordingMSID: String?
    public var recordingMBID: String?
    public var score: Score
    /// When the user gave it, seconds since the epoch.
    public var created: Int64
    /// The track's name and artist when the server sent them along.
    public var trackName: String?
    public var artistName: String?

    public init(
        recordingMSID: String? = nil, recordingMBID: String? = nil, score: Score, created: Int64,
        trackName: String? = nil, artistName: String? = nil
    ) {
        self.recordingMSID = recordingMSID
        self.recordingMBID = recordingMBID
        self.score = score
        self.created = created
        self.trackName = trackName
        self.artistName = artistName
    }
}

/// A loved (+1) or hated (-1) recording from a ListenBrainz export's `feedback.jsonl`.
public struct ImportedFeedback: Hashable, Sendable, Codable {
    /// ListenBrainz's id for the submitted metadata, when the feedback names one.
    public var recordingMSID: String?
    /// The MusicBrainz recording, when the feedback names one.
    public var recordingMBID: String?
    /// 1 for loved, -1 for hated.
    public var score: Int
    /// When the feedback was given, in seconds since the epoch.
    public var created: Int64?

    public init(recordingMSID: String?, recordingMBID: String?, score: Int, created: Int64?) {
        self.recordingMSID = recordingMSID
        self.recordingMBID = recordingMBID
        self.score = score
        self.created = created
    }
}

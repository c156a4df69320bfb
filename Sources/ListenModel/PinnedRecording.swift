/// A recording a listener pinned on ListenBrainz ("what I'm into right now"), with the words
/// they wrote about it, from an export's `pinned_recording.jsonl` or the pins API.
public struct PinnedRecording: Hashable, Sendable, Codable {
    public var recordingMSID: String?
    public var recordingMBID: String?
    /// What the listener wrote beside the pin (`blurb_content`), if anything.
    public var blurb: String?
    /// When it was pinned, seconds since the epoch.
    public var created: Int64
    /// When the pin ends (ListenBrainz unpins after a week, or when another is pinned).
    public var pinnedUntil: Int64?
    public var trackName: String?
    public var artistName: String?

    public init(
        recordingMSID: String? = nil, recordingMBID: String? = nil, blurb: String? = nil, created: Int64,
        pinnedUntil: Int64? = nil, trackName: String? = nil, artistName: String? = nil
    ) {
        self.recordingMSID = recordingMSID
        self.recordingMBID = recordingMBID
        self.blurb = blurb
        self.created = created
        self.pinnedUntil = pinnedUntil
        self.trackName = trackName
        self.artistName = artistName
    }
}

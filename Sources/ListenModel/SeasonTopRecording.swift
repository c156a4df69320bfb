/// The most listened recording of one season of a year.
public struct SeasonTopRecording: Hashable, Sendable, Codable {
    /// "winter", "spring", "summer" or "autumn".
    public var season: String
    public var recording: RecordingCount?

    public init(season: String, recording: RecordingCount?) {
        self.season = season
        self.recording = recording
    }
}

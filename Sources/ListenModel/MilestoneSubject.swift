/// Which kind of entity a milestone is about.
public enum MilestoneSubject: String, Hashable, Sendable, Codable {
    case artist
    /// An album as the top lists count it: a release.
    case release
    /// A track: a recording.
    case recording
}

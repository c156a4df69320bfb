/// What sort of landmark a `Milestone` is.
public enum MilestoneKind: String, Hashable, Sendable, Codable {
    /// The history's Nth listen, for a round N (`MilestoneOptions.listenCountMarks`).
    case listenCount = "listen_count"
    /// A track or album reached a play-count certification threshold.
    case certification
    /// A top-three place of a calendar year's artists, albums or tracks, awarded at its end.
    case medal
    /// The Eddington number rose to a new value.
    case eddington
}

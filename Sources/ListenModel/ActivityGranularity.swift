/// How long one listening-activity bucket is.
public enum ActivityGranularity: String, Hashable, Sendable, Codable {
    case day
    case month
    case year
}

/// An artist's weeks as the week's most listened artist (ties share the week).
public struct ArtistWeeks: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    /// ISO weeks of the period (a week is the period's when its Thursday is) at #1.
    public var weeks: Int
    /// Weeks at #1 in the whole history up to the period's end.
    public var totalWeeks: Int

    public init(name: String, mbid: String?, weeks: Int, totalWeeks: Int) {
        self.name = name
        self.mbid = mbid
        self.weeks = weeks
        self.totalWeeks = totalWeeks
    }
}

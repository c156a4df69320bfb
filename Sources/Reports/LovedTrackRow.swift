/// A track the user loved during the period.
struct LovedTrackRow: Sendable {
    var name: String
    var hasLink: Bool
    var link: String
    var byline: String
    var hasByline: Bool
    var date: String
}

import ListenModel

/// A period's headline numbers for the front page and the feed: its listens, their change on
/// the period before (like for like, as the report shows it) and its top artists.
public struct PeriodHeadline: Hashable, Sendable {
    public var listenCount: Int
    public var changePercent: Double?
    public var topArtists: [ArtistCount]

    public init(listenCount: Int, changePercent: Double?, topArtists: [ArtistCount]) {
        self.listenCount = listenCount
        self.changePercent = changePercent
        self.topArtists = topArtists
    }

    /// "+12 %" / "−3 %" / "±0 %", and its direction's CSS class.
    var change: (text: String, direction: String)? {
        guard let percent = changePercent, percent.isFinite else { return nil }
        let rounded = Int(percent.rounded())
        let text = rounded > 0 ? "+\(rounded) %" : rounded < 0 ? "−\(-rounded) %" : "±0 %"
        return (text, rounded > 0 ? "up" : rounded < 0 ? "down" : "flat")
    }
}

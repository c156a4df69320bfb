/// What the artist-evolution chart shows: listens per period for the top artists.
public struct ArtistEvolutionData: Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// One label per period ("Jan", "W14").
    public var periodLabels: [String]
    /// One series per artist, largest first; missing values count as zero.
    public var series: [NamedSeries]

    public init(title: String, subtitle: String? = nil, periodLabels: [String], series: [NamedSeries]) {
        self.title = title
        self.subtitle = subtitle
        self.periodLabels = periodLabels
        self.series = series
    }
}

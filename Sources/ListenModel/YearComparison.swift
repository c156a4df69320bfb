/// A year against the year before: listens, listening time and the share of artists heard
/// for the first time.
public struct YearComparison: Hashable, Sendable, Codable {
    public var previousYear: Int
    public var listenCount: Int
    public var previousListenCount: Int
    /// Seconds, known durations plus 180 s per listen without one.
    public var listeningSeconds: Int64
    public var previousListeningSeconds: Int64
    public var artistCount: Int
    public var previousArtistCount: Int
    public var newArtistCount: Int
    public var previousNewArtistCount: Int
    /// For a year in progress, how many of its months (from January, the current one included)
    /// were compared with the same months of the year before; nil when whole years were.
    public var comparedMonths: Int?

    public init(
        previousYear: Int, listenCount: Int, previousListenCount: Int, listeningSeconds: Int64,
        previousListeningSeconds: Int64, artistCount: Int, previousArtistCount: Int, newArtistCount: Int,
        previousNewArtistCount: Int, comparedMonths: Int? = nil
    ) {
        self.previousYear = previousYear
        self.listenCount = listenCount
        self.previousListenCount = previousListenCount
        self.listeningSeconds = listeningSeconds
        self.previousListeningSeconds = previousListeningSeconds
        self.artistCount = artistCount
        self.previousArtistCount = previousArtistCount
        self.newArtistCount = newArtistCount
        self.previousNewArtistCount = previousNewArtistCount
        self.comparedMonths = comparedMonths
    }

    /// New artists among the year's artists, 0–1; nil without artists.
    public var newArtistShare: Double? { artistCount > 0 ? Double(newArtistCount) / Double(artistCount) : nil }
    public var previousNewArtistShare: Double? {
        previousArtistCount > 0 ? Double(previousNewArtistCount) / Double(previousArtistCount) : nil
    }
}

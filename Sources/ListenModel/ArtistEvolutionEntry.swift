/// One artist's listens in one time unit of ListenBrainz's artist evolution stream.
public struct ArtistEvolutionEntry: Hashable, Sendable, Codable {
    /// The server's label for the unit: a weekday, a day of the month, a month or a year.
    public var timeUnit: String
    public var artistName: String
    public var artistMBID: String?
    public var listenCount: Int

    public init(timeUnit: String, artistName: String, artistMBID: String? = nil, listenCount: Int) {
        self.timeUnit = timeUnit
        self.artistName = artistName
        self.artistMBID = artistMBID
        self.listenCount = listenCount
    }
}

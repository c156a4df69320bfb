/// Listens to one genre in one hour of the day (ListenBrainz's genre activity, UTC).
public struct GenreHourCount: Hashable, Sendable, Codable {
    public var genre: String
    public var hour: Int
    public var listenCount: Int

    public init(genre: String, hour: Int, listenCount: Int) {
        self.genre = genre
        self.hour = hour
        self.listenCount = listenCount
    }
}

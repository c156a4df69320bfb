/// Listens to music released in one year (ListenBrainz's era activity).
public struct YearListenCount: Hashable, Sendable, Codable {
    public var year: Int
    public var listenCount: Int

    public init(year: Int, listenCount: Int) {
        self.year = year
        self.listenCount = listenCount
    }
}

/// One top artist's listens per activity bucket of a window: a line of "artist evolution".
public struct ArtistActivitySeries: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    /// One count per bucket of `StatSet.activity`, in the same order.
    public var counts: [Int]

    public init(name: String, mbid: String?, counts: [Int]) {
        self.name = name
        self.mbid = mbid
        self.counts = counts
    }
}

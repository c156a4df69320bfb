/// An artist and how many listens credit them in a window.
public struct ArtistCount: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    public var listenCount: Int

    public init(name: String, mbid: String? = nil, listenCount: Int) {
        self.name = name
        self.mbid = mbid
        self.listenCount = listenCount
    }
}

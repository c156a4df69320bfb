/// An artist and the time spent listening to them in a window.
///
/// Time is each credited listen's known duration, or ListenBrainz's three minutes when the
/// duration is unknown; `estimatedListenCount` says how many listens were estimated.
public struct ArtistListeningTime: Hashable, Sendable, Codable {
    public var name: String
    public var mbid: String?
    public var listeningMs: Int64
    public var estimatedListenCount: Int
    public var listenCount: Int

    public init(name: String, mbid: String? = nil, listeningMs: Int64, estimatedListenCount: Int, listenCount: Int) {
        self.name = name
        self.mbid = mbid
        self.listeningMs = listeningMs
        self.estimatedListenCount = estimatedListenCount
        self.listenCount = listenCount
    }
}

/// Listens with no gap longer than the session gap between them.
public struct ListeningSession: Hashable, Sendable, Codable {
    /// The first listen's start.
    public var start: Int64
    /// The last listen's start plus its duration (known, or the estimate).
    public var end: Int64
    public var listenCount: Int

    public init(start: Int64, end: Int64, listenCount: Int) {
        self.start = start
        self.end = end
        self.listenCount = listenCount
    }

    public var durationSeconds: Int64 { end - start }
}

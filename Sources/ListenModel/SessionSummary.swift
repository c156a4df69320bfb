/// How listening in a window splits into sessions (a gap of more than 30 minutes ends one).
public struct SessionSummary: Hashable, Sendable, Codable {
    public var sessionCount: Int
    /// The session that lasted longest (the earliest when several tie).
    public var longest: ListeningSession?
    /// The session with the most listens (the earliest when several tie).
    public var mostListens: ListeningSession?

    public init(sessionCount: Int = 0, longest: ListeningSession? = nil, mostListens: ListeningSession? = nil) {
        self.sessionCount = sessionCount
        self.longest = longest
        self.mostListens = mostListens
    }
}

import ListenModel

/// The tally of one fetch of covers, and the problems worth telling the user about.
public struct CoverFetchSummary: Sendable, Equatable {
    public var requested = 0
    public var fetched = 0
    public var cached = 0
    public var notFound = 0
    public var corrupt = 0
    public var failed = 0
    /// HTTP requests sent, retries and redirects' first hops included as the transport saw them.
    public var requests = 0
    /// One line per corrupt or failed cover, in the order of the keys asked for.
    public var problems: [String] = []
    /// Whether any failure was a rate limit that did not lift.
    public var rateLimited = false

    public init() {}

    mutating func add(_ outcome: CoverFetchOutcome, for key: CoverArtKey) {
        switch outcome {
        case .fetched: fetched += 1
        case .cached: cached += 1
        case .notFound: notFound += 1
        case .corrupt(let reason):
            corrupt += 1
            problems.append("cover \(key) dropped: \(reason)")
        case .failed(let reason):
            failed += 1
            problems.append("cover \(key) not fetched: \(reason)")
        }
    }

    /// A one-line account for logs and summaries.
    public var line: String {
        var parts = ["\(fetched) fetched", "\(cached) already cached", "\(notFound) without a cover"]
        if corrupt > 0 { parts.append("\(corrupt) corrupt, dropped") }
        if failed > 0 { parts.append("\(failed) failed") }
        return "covers: " + parts.joined(separator: ", ") + " (of \(requested))"
    }
}

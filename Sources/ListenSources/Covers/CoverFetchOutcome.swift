import ListenModel

/// What happened to one cover of a fetch.
public enum CoverFetchOutcome: Sendable, Equatable {
    /// Downloaded, checked to decode, and stored.
    case fetched
    /// Already in the cache; nothing was asked.
    case cached
    /// The archive has no such image (404), now or at an earlier run (the ledger).
    case notFound
    /// The archive answered with bytes that are no whole JPEG; dropped, asked again next run.
    case corrupt(String)
    /// Could not be fetched (network, server errors, rate limit, an unexpected status).
    case failed(String)
}

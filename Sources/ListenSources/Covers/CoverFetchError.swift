import ListenModel

/// Why fetching covers stopped, with what the user can do about it.
public typealias CoverFetchError = CodedFailure<CoverFetchErrorCode>

/// The kinds of `CoverFetchError`.
public enum CoverFetchErrorCode: String, Sendable {
    /// The cover cache folder cannot be written.
    case cannotWrite
    /// The archive could not be reached, or kept failing, for every cover that was missing.
    case network
    /// Still over the rate limit after waiting as long as the archive asked, several times.
    case rateLimited
    /// The task was cancelled (SIGINT, SIGTERM).
    case cancelled
}

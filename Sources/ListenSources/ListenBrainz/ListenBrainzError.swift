import ListenModel

/// Why a ListenBrainz request or sync stopped, with what the user can do about it; its cause
/// never contains the token.
public typealias ListenBrainzError = CodedFailure<ListenBrainzErrorCode>

/// The kinds of `ListenBrainzError`.
public enum ListenBrainzErrorCode: String, Sendable {
    /// The server has no such user (404).
    case unknownUser
    /// Still over the rate limit after waiting as long as the server asked, several times.
    case rateLimited
    /// The server kept failing (5xx).
    case server
    /// The server could not be reached or kept timing out.
    case network
    /// The answer was not what the API documents (broken JSON, unexpected status).
    case badResponse
    /// The server refused the request (a rejected token, a bad parameter).
    case refused
    /// The task was cancelled.
    case cancelled
}

/// Why a transport gave up on an exchange that HTTP itself did not fail: the bounds every
/// request carries, so no server can hold a run or its memory.
public enum TransportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body went past `limit` bytes, the most its kind of answer may hold.
    case bodyTooLarge(limit: Int)
    /// The whole exchange took longer than `seconds` (a server dripping bytes never times
    /// out between them).
    case deadlineExceeded(seconds: Double)
    /// A redirect to a URL that is not http or https.
    case redirectRefused(scheme: String)

    /// Whether asking again may go better: a slow answer may come in time, a body too large
    /// or a refused redirect will not change.
    public var isWorthRetrying: Bool {
        if case .deadlineExceeded = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case let .bodyTooLarge(limit): "the answer is larger than \(limit / (1 << 20)) MiB"
        case let .deadlineExceeded(seconds): "no complete answer within \(Int(seconds)) s"
        case let .redirectRefused(scheme): "a redirect to a \(scheme): URL was refused"
        }
    }
}

/// A failure a user can act on, as every module reports one: its kind (`code`, which the one
/// exit map turns into an exit status), what happened and what to do (`message`), and what went
/// wrong underneath, described (`cause`; never a secret such as a token).
public protocol CodedError: Error, CustomStringConvertible, Sendable {
    associatedtype Code: RawRepresentable & Sendable where Code.RawValue == String
    var code: Code { get }
    var message: String { get }
    var cause: String? { get }
}

extension CodedError {
    /// The message, and the cause after it in parentheses.
    public var description: String {
        guard let cause else { return message }
        return "\(message) (\(cause))"
    }
}

/// The one shape of a module's failure: a kind, what to do, and what went wrong underneath.
/// Each module names its own kinds (`ListenStoreError` is `CodedFailure<ListenStoreErrorCode>`),
/// so the exit map still tells a store's failure from a report's by type.
public struct CodedFailure<Code: RawRepresentable & Sendable>: CodedError where Code.RawValue == String {
    public var code: Code
    public var message: String
    public var cause: String?

    public init(code: Code, message: String, cause: String? = nil) {
        self.code = code
        self.message = message
        self.cause = cause
    }
}

extension CodedFailure: Equatable where Code: Equatable {}

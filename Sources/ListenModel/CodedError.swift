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

import ListenModel

/// Why the store could not do what was asked, with what the user can do about it.
public struct ListenStoreError: CodedError {
    public enum Code: String, Sendable {
        case cannotOpen
        case unknownUser
        case corrupt
        case writeFailed
        /// Another process held the database longer than the busy timeout.
        case busy
        /// A newer listenstats wrote migrations this build does not know.
        case newerSchema
    }

    public var code: Code
    public var message: String
    /// The underlying database error, described.
    public var cause: String?

    public init(code: Code, message: String, cause: String? = nil) {
        self.code = code
        self.message = message
        self.cause = cause
    }
}

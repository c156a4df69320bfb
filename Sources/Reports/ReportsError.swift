import ListenModel

/// Why a report or site could not be written, with what the user can do about it.
public struct ReportsError: CodedError {
    public enum Code: String, Sendable {
        /// A template file is missing, unreadable or does not parse.
        case template
        /// An output file or folder could not be written.
        case output
        /// The data handed in cannot be reported (e.g. a chart path escaping the report folder).
        case invalidContent
    }

    public var code: Code
    public var message: String
    /// The underlying error, described.
    public var cause: String?

    public init(code: Code, message: String, cause: String? = nil) {
        self.code = code
        self.message = message
        self.cause = cause
    }
}

import ListenModel

/// Why a whole file could not be imported, naming the file (and line, when one is to blame).
///
/// Problems with single lines are not errors: they are outcomes (`SkipReason`). This error
/// means nothing of the file was written.
public struct ImportError: CodedError {
    public enum Code: String, Sendable {
        /// The path does not exist or cannot be opened.
        case notFound
        /// The file is not one of the formats `listenstats import` reads.
        case wrongKind
        /// The file is of a known kind but damaged: a corrupt zip, a truncated JSON document.
        case corrupt
        /// Reading failed part way (an I/O error).
        case unreadable
    }

    public var code: Code
    /// The file (for a zip, `archive.zip:inner/path`).
    public var file: String
    /// The 1-based line the problem was found on, when there is one.
    public var line: Int?
    /// What went wrong and what to do about it.
    public var message: String
    /// The underlying error, described.
    public var cause: String?

    public init(code: Code, file: String, line: Int? = nil, message: String, cause: String? = nil) {
        self.code = code
        self.file = file
        self.line = line
        self.message = message
        self.cause = cause
    }

    /// The file and line first: an import names where its input is wrong.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": \(message)"
        if let cause { text += " (\(cause))" }
        return text
    }
}

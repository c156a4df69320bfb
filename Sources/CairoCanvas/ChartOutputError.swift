/// Why a chart could not be drawn or written.
public struct ChartOutputError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for callers that map errors to exit codes.
    public enum Code: String, Sendable {
        /// cairo could not create a surface or drawing context (size, memory).
        case surface
        /// cairo reported an error while drawing or encoding.
        case drawing
        /// The file could not be written.
        case writing
        /// The file name has no extension naming a known format.
        case unknownFormat
    }

    public var code: Code
    public var message: String
    public var cause: (any Error)?

    public init(_ code: Code, _ message: String, cause: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.cause = cause
    }

    public var description: String {
        if let cause { return "\(message) (\(cause))" }
        return message
    }
}

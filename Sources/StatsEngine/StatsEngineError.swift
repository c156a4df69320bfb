import ListenModel

/// Why a range could not be resolved, with what to ask for instead.
public struct StatsEngineError: CodedError, Equatable {
    public enum Code: String, Sendable {
        case invalidWeek
        case invalidMonth
        case invalidDays
        /// A calendar range names a year outside `RangeResolver.supportedYears`.
        case yearOutOfRange
    }

    public var code: Code
    public var message: String
    /// A range is refused for what it asks, never for something underneath.
    public var cause: String? { nil }

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }
}

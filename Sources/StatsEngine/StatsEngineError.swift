/// Why a range could not be resolved, with what to ask for instead.
public struct StatsEngineError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Code: String, Sendable {
        case invalidWeek
        case invalidMonth
        case invalidDays
        /// A calendar range names a year outside `RangeResolver.supportedYears`.
        case yearOutOfRange
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

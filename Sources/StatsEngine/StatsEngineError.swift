import ListenModel

/// Why a range could not be resolved, with what to ask for instead. A range is refused for
/// what it asks, never for something underneath: it has no cause.
public typealias StatsEngineError = CodedFailure<StatsEngineErrorCode>

/// The kinds of `StatsEngineError`.
public enum StatsEngineErrorCode: String, Sendable {
    case invalidWeek
    case invalidMonth
    case invalidDays
    /// A calendar range names a year outside `RangeResolver.supportedYears`.
    case yearOutOfRange
}

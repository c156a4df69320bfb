import ListenModel

/// Why a report or site could not be written, with what the user can do about it.
public typealias ReportsError = CodedFailure<ReportsErrorCode>

/// The kinds of `ReportsError`.
public enum ReportsErrorCode: String, Sendable {
    /// A template file is missing, unreadable or does not parse.
    case template
    /// An output file or folder could not be written.
    case output
    /// The data handed in cannot be reported (e.g. a chart path escaping the report folder).
    case invalidContent
}

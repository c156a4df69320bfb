import Foundation

/// The instant one invocation calls "now", resolved once and read by every step of it: what an
/// import calls a listen from the future, which periods a page marks as still in progress, the
/// day `stats` and `chart` count back from, the year whose Year in Music a sync asks for, and
/// when fetched metadata and statistics turn stale.
///
/// `$LISTENSTATS_NOW` pins it (seconds since 1970, or an ISO 8601 time such as
/// 2027-01-15T09:30:00Z), so a site or a report can be made again as of an instant and give
/// the same bytes, and a test never races the calendar; otherwise it is the system clock. Not
/// `$SOURCE_DATE_EPOCH`: build systems set that (Nix to 1980), and a tool that took it would
/// call every listen a future one there. Log lines and timings keep the real clock.
enum InvocationClock {
    static let variable = "LISTENSTATS_NOW"

    /// `$LISTENSTATS_NOW` when set, else the system clock; a value that is neither a number of
    /// seconds nor an ISO 8601 time with its zone is a usage error (64), as its flag would be.
    static func now(environment: [String: String]) throws -> Int64 {
        guard let text = environment.nonEmpty(variable) else { return Int64(Date().timeIntervalSince1970) }
        if let seconds = Int64(text), seconds >= 0 { return seconds }
        let formatter = ISO8601DateFormatter()
        guard let date = formatter.date(from: text) else {
            throw CLIError(
                "\(variable) must be seconds since 1970 or an ISO 8601 time with its zone (e.g. 2027-01-15T09:30:00Z), not '\(text)'",
                status: .usage)
        }
        return Int64(date.timeIntervalSince1970.rounded(.down))
    }
}

import ArgumentParser
import Foundation
import ListenModel

/// The options that pick a span of listening and the wall clock it is cut on, shared by
/// `stats` and `chart` so both read a range the same way.
struct RangeOptions: ParsableArguments {
    @Option(help: "A ListenBrainz range.") var range: StatRange?
    @Option(help: "A calendar year, e.g. 2024.") var year: Int?
    @Option(help: "An ISO week, e.g. 2025-W03.") var week: String?
    @Option(help: "A month, e.g. 2025-04.") var month: String?
    @Option(help: "First day, YYYY-MM-DD (with --to).") var from: String?
    @Option(help: "Last day, YYYY-MM-DD, included (with --from).") var to: String?
    @Option(help: "\"Now\", YYYY-MM-DD (the end of that day): default the latest listen for ListenBrainz ranges, today otherwise.")
    var asOf: String?
    @Option(help: "IANA time zone, e.g. Europe/Berlin or UTC (default: $TZ, else the system's zone).") var timezone: String?

    /// Whether a range other than the default was asked for.
    var isSpecified: Bool { range != nil || year != nil || week != nil || month != nil || from != nil || to != nil }

    func validate() throws {
        let chosen = [range != nil, year != nil, week != nil, month != nil, from != nil || to != nil].filter { $0 }
        guard chosen.count <= 1 else {
            throw ValidationError("choose one of --range, --year, --week, --month or --from/--to")
        }
        guard (from == nil) == (to == nil) else { throw ValidationError("--from and --to go together") }
    }

    /// The range asked for, or the ListenBrainz range `defaultRange` when none was.
    func request(defaultRange: StatRange) throws -> RangeRequest {
        if let year { return .year(year) }
        if let week { return try StatsRequest.isoWeek(week) }
        if let month { return try StatsRequest.month(month) }
        if let from, let to { return .days(from: try StatsRequest.day(from), through: try StatsRequest.day(to)) }
        return .listenBrainz(range ?? defaultRange)
    }

    /// The as-of day, nil for the default.
    func asOfDay() throws -> CalendarDay? {
        try asOf.map(StatsRequest.day(_:))
    }

    /// --timezone, else $TZ, else the system's zone.
    func timeZone() throws -> TimeZone {
        try StatsRequest.timeZone(named: timezone, environment: ProcessInfo.processInfo.environment)
    }
}

import ArgumentParser
import ListenModel

/// The one way every command that takes a period names it (`stats`, `chart`, `report`): one
/// of ListenBrainz's ranges or a calendar year, month or ISO week as `--range`, or any days as
/// `--from/--to`, counted back from `--as-of`; `week` (the last whole week) when none is given.
struct PeriodOptions: ParsableArguments {
    /// The period of a command given none: the last whole week, the question a weekly report
    /// and a look at `stats` most often ask.
    static let defaultRange = StatRange.week

    @Option(
        help: ArgumentHelp(
            "\(StatRange.allCases.map(\.rawValue).joined(separator: ", ")), or a year (2026), month (2026-11) or ISO week (2026-W47); default: \(PeriodOptions.defaultRange.rawValue).",
            valueName: "range"))
    var range: String?
    @Option(help: "First day, YYYY-MM-DD (with --to), for any period of days.") var from: String?
    @Option(help: "Last day, YYYY-MM-DD, included (with --from).") var to: String?
    @Option(
        name: .customLong("as-of"),
        help: "\"Now\", YYYY-MM-DD (the end of that day): default the latest listen for ListenBrainz ranges, today otherwise.")
    var asOf: String?
    // Older spellings of --range 2024, --range 2025-W03 and --range 2025-04, kept working.
    @Option(help: .hidden) var year: Int?
    @Option(help: .hidden) var week: String?
    @Option(help: .hidden) var month: String?

    /// Whether a period other than the default was asked for.
    var isSpecified: Bool { range != nil || year != nil || week != nil || month != nil || from != nil || to != nil }

    func validate() throws {
        let chosen = [range != nil, year != nil, week != nil, month != nil, from != nil || to != nil].filter { $0 }
        guard chosen.count <= 1 else { throw ValidationError("choose one of --range or --from/--to") }
        guard (from == nil) == (to == nil) else { throw ValidationError("--from and --to go together") }
        do {
            _ = try period()
            _ = try asOfDay()
        } catch let error as CLIError {
            throw ValidationError(error.message)
        }
    }

    /// The period asked for, or `defaultRange`.
    func period() throws -> ReportRange {
        if let year { return try ReportRange(parsing: String(year)) }
        if let text = week ?? month ?? range { return try ReportRange(parsing: text) }
        if let from, let to {
            let first = try Self.day(from)
            let last = try Self.day(to)
            guard first <= last else { throw CLIError("--from \(from) is after --to \(to)", status: .usage) }
            return ReportRange(request: .days(from: first, through: last), kind: .days)
        }
        return ReportRange(request: .listenBrainz(Self.defaultRange), kind: .week)
    }

    /// The range asked for, as the engine takes it.
    func request() throws -> RangeRequest { try period().request }

    /// The as-of day, nil for the default.
    func asOfDay() throws -> CalendarDay? {
        try asOf.map(Self.day)
    }

    static func day(_ text: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso: text), day.isValid else {
            throw CLIError("'\(text)' is not a day; write YYYY-MM-DD, e.g. 2025-04-30", status: .usage)
        }
        return day
    }
}

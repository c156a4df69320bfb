import ArgumentParser
import Foundation
import ListenModel

/// The period and the wall clock it is cut on, shared by `stats` and `chart` (`report` takes
/// its zone with its output options).
struct RangeOptions: ParsableArguments {
    @OptionGroup var period: PeriodOptions
    @Option(help: "IANA time zone, e.g. Europe/Berlin or UTC (default: $TZ, else the system's zone).") var timezone: String?

    /// --timezone, else $TZ, else the system's zone.
    func timeZone() throws -> TimeZone {
        try StatsRequest.timeZone(named: timezone, environment: ProcessInfo.processInfo.environment)
    }
}

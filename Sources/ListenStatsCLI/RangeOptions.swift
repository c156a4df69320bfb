import ArgumentParser
import Foundation
import ListenModel

/// The period and the wall clock it is cut on, shared by `stats` and `chart` (`report` takes
/// its zone with its output options).
struct RangeOptions: ParsableArguments {
    @OptionGroup var period: PeriodOptions
    @Option(help: "IANA time zone, e.g. Europe/Berlin or UTC (default: the user's time_zone in the config, else $TZ, else the system's zone).")
    var timezone: String?

    func validate() throws {
        // The flag alone: the config and $TZ are resolved with the user (UserReportSettings).
        if let timezone { try validating { _ = try StatsRequest.timeZone(named: timezone, environment: [:]) } }
    }
}

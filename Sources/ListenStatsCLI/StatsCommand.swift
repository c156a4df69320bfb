import ArgumentParser
import Foundation
import ListenModel
import Reports
import StatsEngine

/// `listenstats stats`: the statistics of one range of a stored history, as JSON or a table.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Compute listening statistics for a range of a stored history.",
        discussion: """
            Ranges, as for every command that takes one: --range with ListenBrainz's \
            \(StatRange.allCases.map(\.rawValue).joined(separator: ", ")) (default week), a year \
            (2024), a month (2025-04) or an ISO week (2025-W03); or --from/--to days. \
            Days, hours and weeks are on the wall clock of --timezone (default: the user's \
            time_zone in the config, else $TZ, else the system's zone), and the config's \
            exclusions apply as in reports. With --timezone UTC, ListenBrainz ranges give \
            ListenBrainz's numbers.

            Examples:
              listenstats stats --user rob --range this_week --timezone UTC
              listenstats stats --user rob --range 2024 --format table
              listenstats stats --user rob --range 2024 --exclude-artist "Kids Band"
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Whose listens.") var user: String
    @OptionGroup var rangeOptions: RangeOptions
    @Option(help: "json or table (default: a table on a terminal, JSON when piped or redirected).") var format: StatsFormat?
    @Option(help: "Entries per top list.") var top: Int = 25
    @Option(help: "Leave out an artist (name or MBID); repeatable.") var excludeArtist: [String] = []
    @Option(help: "Leave out a release or release group (name or MBID); repeatable.") var excludeRelease: [String] = []
    @Option(help: "Leave out a source (listenbrainz, lastfm, spotify, demo); repeatable.") var excludeSource: [ListenSource] = []

    @Flag(help: "All nine ListenBrainz ranges at once (JSON: an object keyed by range).") var allRanges = false
    @Flag(help: "Print load, index and compute times to standard error.") var timings = false

    func validate() throws {
        guard !(allRanges && rangeOptions.period.isSpecified) else {
            throw ValidationError("choose one of --all-ranges, --range or --from/--to")
        }
        guard (1...1000).contains(top) else { throw ValidationError("--top must be between 1 and 1000") }
    }

    func run() async throws {
        let ranges = allRanges ? StatRange.allCases.map(RangeRequest.listenBrainz) : [try rangeOptions.period.request()]
        let settings = try UserReportSettings.resolve(
            user: user, configuration: global.loadConfiguration().configuration, timeZoneFlag: rangeOptions.timezone,
            exclusionFlags: StatFilter(excludedArtists: excludeArtist, excludedReleases: excludeRelease, excludedSources: excludeSource))
        let request = StatsRequest(
            user: user, ranges: ranges, asOf: try rangeOptions.period.asOfDay(), settings: settings, topCount: top)
        let (outputs, spent) = try request.run(store: global.openExistingStore(), today: Date(timeIntervalSince1970: TimeInterval(try global.now())))
        if timings {
            ExitStatus.printError("load \(spent.load), index \(spent.index), compute \(spent.compute)")
        }
        switch StatsFormat.resolve(format) {
        case .json: print(allRanges ? try StatsJSON.text(ranges: outputs) : try StatsJSON.text(outputs[0]))
        case .table: print(outputs.map { StatsTable.text(user: $0.user, stats: $0.stats, cell: TerminalText.escaped) }.joined(separator: "\n\n"))
        }
    }
}

extension StatRange: ExpressibleByArgument {}
extension ListenSource: ExpressibleByArgument {}

import ArgumentParser
import Foundation
import ListenModel

/// `listenstats report`: one user's report for one range, as HTML, Markdown and JSON.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a user's report for a range as HTML, Markdown and JSON with charts.",
        discussion: """
            The report goes to OUT/<user>/<kind>/<period>/ as index.html (self-contained, charts \
            inline), report.md (GitHub-flavoured, charts linked) and data.json, with the charts \
            as PNG and SVG in charts/.

            Examples:
              listenstats report --user rob --range 2026-W47 --timezone Europe/Berlin
              listenstats report --user rob --range month --format md --front-matter yaml
              listenstats report --user rob --from 2026-06-01 --to 2026-08-31 --out Output
              listenstats report --user rob --range all_time --source listenbrainz

            With --source listenbrainz the report shows ListenBrainz's own statistics for a \
            ListenBrainz range, as `listenstats sync --stats` stored them, and needs none of \
            the user's listens; the sections that count listens (days, streaks, listening time) \
            are left out and named.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The user whose listens are reported.")
    var user: String

    @OptionGroup var period: PeriodOptions

    @Option(help: "local (count the stored listens) or listenbrainz (ListenBrainz's own statistics, from sync --stats); default: the user's 'source' in the config, else local.")
    var source: String?

    @Option(help: "The folder reports are written below.")
    var out: String = "Output"

    @OptionGroup var output: ReportOutputOptions

    func validate() throws {
        try NumberSource.validate(flag: source)
        if source == NumberSource.listenbrainz.rawValue { try validateServerReport() }
    }

    /// What a report of ListenBrainz's statistics cannot be asked for.
    private func validateServerReport() throws {
        guard case .listenBrainz = try period.request() else {
            throw ValidationError(
                "--source listenbrainz takes one of ListenBrainz's ranges (this_week, week, this_month, month, quarter, half_yearly, this_year, year, all_time), not '\(period.range ?? "--from/--to")'")
        }
        guard period.asOf == nil else { throw ValidationError("--as-of does not apply to ListenBrainz's statistics: they are as ListenBrainz last computed them") }
    }

    func run() async throws {
        let configuration = try global.loadConfiguration().configuration
        let configuredUser = configuration.users.first { $0.name == user }
        let source = NumberSource.resolve(flag: source, user: configuredUser)
        // The config's source is checked here: only the flag is known before the config loads.
        if source == .listenbrainz, self.source == nil {
            do { try validateServerReport() } catch let error as ValidationError {
                throw CLIError("\(error.message) (the config says 'source: listenbrainz' for '\(user)'; pass --source local to count the stored listens)", status: .usage)
            }
        }
        var pipeline = try output.pipeline(
            store: try global.openExistingStore(), output: out, configuration: configuration, user: user,
            coverCache: global.paths(for: configuration).coverCache, now: try global.now())
        let range = try period.period()
        if source == .listenbrainz, case .listenBrainz(let statRange) = range.request {
            let directory = try pipeline.writeServerReport(user: user, range: statRange)
            if !global.quiet { print("report: \(directory.path)") }
            return
        }
        let asOfInstant = try period.asOfDay().map(pipeline.clock.lastSecond(of:))
        // A report as of a day is made as on that day: its period is in progress if it goes on.
        if let asOfInstant { pipeline.now = asOfInstant }
        let directory = try pipeline.writeReport(user: user, range: range, asOf: asOfInstant)
        if !global.quiet { print("report: \(directory.path)") }
    }
}

import ArgumentParser
import Foundation

/// `listenstats year`: the older name of `report --range YEAR`, which writes the same bytes;
/// kept working, with a one-line notice.
struct YearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "year",
        abstract: "The same as `report --range YEAR` (a year's report is its Year in Music, with the poster).",
        discussion: """
            `listenstats year 2025 --user rob` is `listenstats report --range 2025 --user rob`; \
            this name will go in a later version.

            Examples:
              listenstats year 2025 --user rob --timezone Europe/Berlin --out Output
              listenstats year 2024 --user rob --source listenbrainz --out Output

            With --source listenbrainz the page is ListenBrainz's own Year in Music of the year, \
            as `listenstats sync --stats` (or `sync --year`) stored it, in UTC; none of the \
            user's listens are needed.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The calendar year, e.g. 2025.")
    var year: Int

    @Option(help: "The user whose year it is.")
    var user: String

    @Option(help: "local (count the stored listens) or listenbrainz (ListenBrainz's own Year in Music, from sync --stats); default: the user's 'source' in the config, else local.")
    var source: String?

    @Option(help: "The folder reports are written below.")
    var out: String = "Output"

    @OptionGroup var output: ReportOutputOptions

    func validate() throws {
        guard (1970...9999).contains(year) else { throw ValidationError("the year must be between 1970 and 9999") }
        try NumberSource.validate(flag: source)
    }

    func run() async throws {
        ExitStatus.printError("listenstats: `year \(year)` is `report --range \(year)` now; the name `year` will go in a later version")
        let configuration = try global.loadConfiguration().configuration
        let configuredUser = configuration.users.first { $0.name == user }
        let pipeline = try output.pipeline(
            store: try global.openExistingStore(), output: out, configuration: configuration, user: user,
            coverCache: global.paths(for: configuration).coverCache, now: try global.now())
        let directory =
            NumberSource.resolve(flag: source, user: configuredUser) == .listenbrainz
            ? try pipeline.writeServerYear(user: user, year: year)
            : try pipeline.writeReport(user: user, range: ReportRange(request: .year(year), kind: .year), asOf: nil)
        if !global.quiet { print("year: \(directory.path)") }
    }
}

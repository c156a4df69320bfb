import ArgumentParser
import Foundation

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
              listenstats report --user rob --range week --out Output
              listenstats report --user rob --range 2026-W47 --timezone Europe/Berlin --out Output
              listenstats report --user rob --range this_month --as-of 2026-11-22 --format md --front-matter yaml --out site/content
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The user whose listens are reported.")
    var user: String

    @Option(help: "this_week, week, this_month, month, quarter, half_yearly, this_year, year, all_time, or 2026-W47, 2026-11, 2026.")
    var range: String = "week"

    @Option(name: .customLong("as-of"), help: "The day the range is counted back from (default: the day of the latest listen).")
    var asOf: String?

    @Option(help: "The folder reports are written below.")
    var out: String = "Output"

    @OptionGroup var output: ReportOutputOptions

    func validate() throws {
        try validating { _ = try ReportRange(parsing: range) }
    }

    func run() async throws {
        let configuration = try global.loadConfiguration().configuration
        let pipeline = try output.pipeline(
            store: try global.openExistingStore(), output: out, configuration: configuration,
            user: configuration.users.first { $0.name == user })
        let directory = try pipeline.writeReport(
            user: user, range: try ReportRange(parsing: range), asOf: try asOf.map(pipeline.endOfDay))
        if !global.quiet { print("report: \(directory.path)") }
    }
}

import ArgumentParser
import CairoCanvas
import ChartKit
import Foundation
import ListenModel

/// `listenstats chart KIND`: one chart of one user's listens, as PNG, SVG or PDF.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw one chart of a user's listens to a PNG, SVG or PDF file.",
        discussion: """
            The numbers are the engine's, the same `listenstats stats` prints for the range. \
            Ranges as for `stats` and `report` (default week); the calendar and the posters show the \
            calendar year the range ends in.

            Examples:
              listenstats chart top-artists --user rob --out top.png
              listenstats chart activity --user rob --range 2025 --out year.svg
              listenstats chart poster --user rob --range 2025 --out poster.pdf
              listenstats chart calendar --user rob --out cal.png --theme dark --scale 2
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The chart: \(ChartName.allValueStrings.joined(separator: ", ")).", valueName: "kind"))
    var kind: ChartName

    @Option(name: .long, help: "Whose listens.")
    var user: String

    @OptionGroup var rangeOptions: RangeOptions

    @Option(name: .long, help: "The file to write; its extension picks the format (.png, .svg, .pdf).")
    var out: String

    @Option(name: .long, help: "light or dark.")
    var theme: String = "light"

    @Option(name: .long, help: "Pixels per point of a PNG (2 for HiDPI).")
    var scale: Double = 1

    @Option(name: .long, help: "The cover cache to draw covers from (album-grid, posters; default: the configured cover_cache, filled by `listenstats covers`).")
    var covers: String?

    func validate() throws {
        guard Theme.named(theme) != nil else { throw ValidationError("--theme must be light or dark") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
        guard ChartFormat(pathExtension: URL(fileURLWithPath: out).pathExtension) != nil else {
            throw ValidationError("--out must end in .png, .svg or .pdf")
        }
    }

    func run() throws {
        guard let theme = Theme.named(theme) else { throw CLIError("--theme must be light or dark", status: .usage) }
        let range = try rangeOptions.period.request()
        let configuration = try global.loadConfiguration().configuration
        let settings = try UserReportSettings.resolve(user: user, configuration: configuration, timeZoneFlag: rangeOptions.timezone)
        let statistics = StatsRequest(
            user: user, ranges: [range], asOf: try rangeOptions.period.asOfDay(), settings: settings, topCount: 25)
        let coverDirectory = covers ?? global.paths(for: configuration).coverCache
        let request = ChartRequest(kind: kind, statistics: statistics, range: range, theme: theme, coverDirectory: coverDirectory)
        let chart = try request.chart(store: global.openExistingStore(), today: Date(timeIntervalSince1970: TimeInterval(try global.now())))
        // A failure is classified by the one exit map (`ExitStatus.classify`).
        try ChartRenderer.write(chart, to: URL(fileURLWithPath: out), size: kind.chart.size, scale: scale)
        if !global.quiet { print("wrote \(out)") }
    }
}

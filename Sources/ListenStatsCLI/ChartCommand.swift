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
        discussion: "Example: listenstats chart top-artists --user rob --range this_year --out top.png --theme dark --scale 2")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The chart: \(ChartKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: ChartKind

    @Option(name: .long, help: "Whose listens.")
    var user: String

    @Option(name: .long, help: "The range: \(StatRange.allCases.map(\.rawValue).joined(separator: ", ")).")
    var range: String = "this_week"

    @Option(name: .long, help: "The file to write; its extension picks the format (.png, .svg, .pdf).")
    var out: String

    @Option(name: .long, help: "light or dark.")
    var theme: String = "light"

    @Option(name: .long, help: "Pixels per point of a PNG (2 for HiDPI).")
    var scale: Double = 1

    @Option(name: .long, help: "The IANA time zone buckets are counted in.")
    var timezone: String = "UTC"

    func validate() throws {
        guard StatRange(rawValue: range) != nil else {
            throw ValidationError("unknown range '\(range)'; use one of \(StatRange.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard Theme.named(theme) != nil else { throw ValidationError("--theme must be light or dark") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be between 1 and 4") }
        guard ChartFormat(pathExtension: URL(fileURLWithPath: out).pathExtension) != nil else {
            throw ValidationError("--out must end in .png, .svg or .pdf")
        }
        guard TimeZone(identifier: timezone) != nil else { throw ValidationError("unknown time zone '\(timezone)'") }
    }

    func run() throws {
        guard let range = StatRange(rawValue: range), let theme = Theme.named(theme), let zone = TimeZone(identifier: timezone) else {
            throw CLIError("invalid options", status: .usage)
        }
        let history = try global.openStore().history(user: user)
        guard let latest = history.listenedAt.last, let earliest = history.listenedAt.first else {
            throw CLIError("'\(user)' has no listens in \(global.databasePath); run `listenstats demo` or `listenstats sync --user \(user)` first", status: .noInput)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        let period = ChartPeriod(range: range, latest: latest, earliest: earliest, calendar: calendar)
        let mapping = ChartDataMapping(history: history, period: period, calendar: calendar, user: user)
        let chart = ChartCatalogue.chart(kind, mapping: mapping, theme: theme)
        do {
            try ChartRenderer.write(chart, to: URL(fileURLWithPath: out), size: .card, scale: scale)
        } catch let error as ChartOutputError {
            throw CLIError(error.description, status: error.code == .writing ? .cannotCreate : .software)
        }
        if !global.quiet { print("wrote \(out)") }
    }
}

import ArgumentParser
import Reports

/// A chart `listenstats chart` can draw: the id of a section's chart in `ReportSections`.
struct ChartName: ExpressibleByArgument, Sendable {
    let chart: SectionChart

    /// Names the command accepted before the posters were report charts.
    static let aliases = ["poster-tall": "poster"]

    init?(argument: String) {
        guard let chart = ReportSections.chart(Self.aliases[argument] ?? argument) else { return nil }
        self.chart = chart
    }

    init(_ chart: SectionChart) { self.chart = chart }

    static var allValueStrings: [String] { ReportSections.charts.map(\.id) }

    var id: String { chart.id }
}

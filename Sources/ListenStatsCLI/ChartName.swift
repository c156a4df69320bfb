import ArgumentParser
import Reports

/// A chart `listenstats chart` can draw: the id of a section's chart in `ReportSections`.
struct ChartName: ExpressibleByArgument, Sendable {
    let chart: SectionChart

    /// Names the command accepted before the posters were report charts.
    static let aliases: [String: SectionChart.ID] = ["poster-tall": "poster"]

    init?(argument: String) {
        guard let chart = ReportSections.chart(Self.aliases[argument] ?? SectionChart.ID(rawValue: argument)) else { return nil }
        self.chart = chart
    }

    init(_ chart: SectionChart) { self.chart = chart }

    static var allValueStrings: [String] { ReportSections.charts.map(\.id.rawValue) }

    var id: String { chart.id.rawValue }
}

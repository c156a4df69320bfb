import ChartKit

/// The colour scheme of charts and pages.
enum ReportTheme: String, Sendable, CaseIterable {
    case light
    case dark
}

extension ReportTheme {
    /// The chart colours this theme names.
    var chartTheme: Theme { self == .dark ? .dark : .light }
}

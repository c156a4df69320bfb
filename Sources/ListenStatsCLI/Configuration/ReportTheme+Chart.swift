import ChartKit

extension ReportTheme {
    /// The chart colours this theme names.
    var chartTheme: Theme { self == .dark ? .dark : .light }
}

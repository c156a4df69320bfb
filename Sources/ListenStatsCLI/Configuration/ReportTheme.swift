/// The colour scheme of charts and pages.
enum ReportTheme: String, Sendable, CaseIterable {
    case light
    case dark
}

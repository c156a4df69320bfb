import ListenModel

/// The span one report covers, named for people (`title`) and for paths (`slug`).
public struct ReportPeriod: Hashable, Sendable, Codable {
    public var kind: ReportPeriodKind
    /// The folder name inside the kind's folder, e.g. "2026-W47", "2026-11", "2025", "all".
    public var slug: String
    /// The heading a person reads, e.g. "Week 47, 2026", "November 2026".
    public var title: String
    /// The listens the report covers, `start <= t < end`.
    public var window: TimeWindow

    public init(kind: ReportPeriodKind, slug: String, title: String, window: TimeWindow) {
        self.kind = kind
        self.slug = slug
        self.title = title
        self.window = window
    }

    /// Where the report lives below a user's folder: "week/2026-W47".
    public var relativePath: String { kind.rawValue + "/" + slug }
}

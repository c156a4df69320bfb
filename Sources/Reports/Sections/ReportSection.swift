/// One section of a report, declared once: the statistic it shows, the charts drawn from it,
/// the view model its template partials read, and where data.json keeps its numbers.
///
/// `ReportSections.all` lists them in page order; the report pipeline draws their charts, the
/// `chart` command offers their charts by id, the page templates render their partials in
/// that order, and `data.json` names each section's data and charts. Adding a statistic is
/// adding one of these (see "Adding a statistic" in docs/architecture.md).
public struct ReportSection: Sendable {
    /// A section's name: its HTML anchor and its name in `data.json`, declared once beside the
    /// section (`ReportSection.ID.genres` in `ReportSection+Genres.swift`) and typed everywhere else.
    public typealias ID = Identifier<ReportSection>

    public let id: ID
    /// The section's heading, as a page names it when it cannot show the section.
    public let title: String
    /// Whether the section counts the listens themselves (days, streaks, listening time), so a
    /// report from ListenBrainz's statistics alone cannot show it.
    public let needsListens: Bool
    /// The partial of `Templates/html` and `Templates/markdown` that renders the section.
    public let partial: String
    /// Where `data.json` (and `listenstats stats`) keep the section's numbers, as a path of
    /// keys such as `stats.top_artists`.
    public let dataPath: String
    /// Where the numbers are instead when the report counts them from cached metadata
    /// (`stats.music.top_genres`) rather than from ListenBrainz's statistics.
    let localDataPath: String?
    /// The charts the section can show, in order; those `onPage` are drawn for every report
    /// the section is on.
    public let charts: [SectionChart]
    /// A year-review, milestones or on-this-day section (`review-list` partial): shown only where
    /// its numbers exist, so a page from ListenBrainz's statistics names it only where it would be.
    var isReviewList: Bool { partial == "review-list" }
    /// Whether the page embeds the section's charts: a top list (`top-list` partial) is HTML on
    /// every screen and only links its charts' files ("As a picture"), so no copy of them is
    /// drawn for the page.
    public var pageEmbedsCharts: Bool { partial != "top-list" }
    /// Whether the section belongs on a report with this content.
    let isShown: @Sendable (ReportContent) -> Bool
    /// The view model the partial reads.
    let view: @Sendable (ReportContent, [ChartView]) -> any Sendable

    init(
        id: ID, title: String, partial: String? = nil, dataPath: String, localDataPath: String? = nil, needsListens: Bool = false,
        charts: [SectionChart] = [], isShown: @escaping @Sendable (ReportContent) -> Bool = { _ in true },
        view: @escaping @Sendable (ReportContent, [ChartView]) -> any Sendable
    ) {
        self.id = id
        self.title = title
        self.needsListens = needsListens
        self.partial = partial ?? id.rawValue
        self.dataPath = dataPath
        self.localDataPath = localDataPath
        self.charts = charts
        self.isShown = isShown
        self.view = view
    }

    /// Where `data.json` keeps this report's numbers of the section.
    public func dataPath(in content: ReportContent) -> String {
        content.stats.music != nil ? localDataPath ?? dataPath : dataPath
    }

    /// Whether the section is on a report with this content: a report from ListenBrainz's
    /// statistics leaves out what needs the listens (and says so in one place).
    public func isShown(in content: ReportContent) -> Bool {
        (content.source.isLocal || !needsListens) && isShown(content)
    }
}

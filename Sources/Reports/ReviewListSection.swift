import ListenModel

/// A section of the year review, the milestones or "on this day": a sentence, a few cards and
/// titled lists, with its share card linked. One partial (`review-list`) renders them all.
struct ReviewListSection: Sendable {
    var sectionID: String
    var title: String
    var available: Bool
    var unavailableMessage: String
    var intro: String
    var hasIntro: Bool
    var cards: [HeadlineCard]
    var hasCards: Bool
    /// Only the groups with rows: a list is never rendered empty.
    var groups: [ReviewGroup]
    /// Whether the lists fold away behind `foldSummary`: a long section (a year's milestones
    /// run to dozens of rows) would bury the sections after it.
    var foldsGroups: Bool
    var foldSummary: String
    var charts: [ChartView]
    /// The section's tracks as a playlist to import into ListenBrainz (`ReportPlaylist`), beside
    /// the page: "the 46 most played tracks first heard in 2025".
    var hasPlaylist = false
    var playlistPath = ""
    var playlistSummary = ""

    /// More rows than this fold the lists.
    static let unfoldedRows = 5

    init(
        charts: [ChartView], intro: String = "", cards: [HeadlineCard] = [], groups: [ReviewGroup] = [],
        unavailableMessage: String? = nil
    ) {
        // The section's id and title are filled in by `ReportSection.reviewList`.
        sectionID = ""
        title = ""
        self.intro = intro
        hasIntro = !intro.isEmpty
        self.cards = cards
        hasCards = !cards.isEmpty
        self.groups = groups.filter(\.hasRows)
        let rowCount = self.groups.reduce(0) { $0 + $1.rows.count }
        foldsGroups = rowCount > Self.unfoldedRows
        let titles = self.groups.map(\.title).filter { !$0.isEmpty }
        foldSummary = (titles.isEmpty ? "All entries" : titles.joined(separator: " · ")) + " (\(rowCount))"
        self.charts = charts
        available = unavailableMessage == nil
        self.unavailableMessage = unavailableMessage ?? ""
    }

    /// The section with a link to the playlist file `path`, which holds what `summary` says.
    func offering(playlist path: String, summary: String) -> ReviewListSection {
        var section = self
        section.hasPlaylist = available
        section.playlistPath = path
        section.playlistSummary = summary
        return section
    }
}

/// Read through key paths, not `Mirror` (`MustacheFields`): every name its rows and groups lack
/// is looked up here before the page.
extension ReviewListSection: MustacheFields {
    static let fields: [String: @Sendable (ReviewListSection) -> Any] = [
        "sectionID": { $0.sectionID }, "title": { $0.title }, "available": { $0.available },
        "unavailableMessage": { $0.unavailableMessage }, "intro": { $0.intro }, "hasIntro": { $0.hasIntro },
        "cards": { $0.cards }, "hasCards": { $0.hasCards }, "groups": { $0.groups }, "foldsGroups": { $0.foldsGroups },
        "foldSummary": { $0.foldSummary }, "charts": { $0.charts }, "hasPlaylist": { $0.hasPlaylist },
        "playlistPath": { $0.playlistPath }, "playlistSummary": { $0.playlistSummary },
    ]
}

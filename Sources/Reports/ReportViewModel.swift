import ListenModel

/// Everything a report template reads, as formatted strings, flags and lists.
struct ReportViewModel: Sendable {
    var pageTitle: String
    var user: String
    var periodTitle: String
    var periodNoun: String
    var dateRange: String
    var timeZone: String
    var generator: String
    var hasNavigation: Bool
    var navigation: [NavigationView]
    var frontMatter: String
    var palette = PagePalette.standard
    /// The site's stylesheet, which the page links instead of inlining its CSS.
    var stylesheetURL: String
    var hasStylesheet: Bool
    /// Where the numbers come from, when not from the stored listens: "ListenBrainz's
    /// statistics, computed 23 November 2026 04:12 UTC".
    var sourceNote: String
    var hasSourceNote: Bool
    /// The page's share picture and summary for link previews (Open Graph).
    var ogImage: String
    var hasOGImage: Bool
    var ogDescription: String

    /// The sections on this report, in `ReportSections` order, with their view models.
    var sectionModels: [(section: ReportSection, model: any Sendable)]
    /// The sections rendered in the format being written; filled by `ReportWriter`.
    var sections: [RenderedSection] = []

    init(content: ReportContent, frontMatter style: FrontMatterStyle = .none) {
        let clock = WallClock(named: content.stats.timeZone)
        pageTitle = "\(content.user) · \(content.period.title)"
        user = content.user
        periodTitle = content.period.title
        periodNoun = content.period.kind.noun
        dateRange =
            content.period.kind == .allTime
            ? "Everything up to \(DisplayFormat.day((content.period.window.days(on: clock)?.last) ?? clock.day(at: content.period.window.start), weekday: false))"
            : DisplayFormat.dateRange(content.period.window, on: clock)
        let progress = PeriodProgress(content: content)
        if progress.isInProgress {
            dateRange += ", in progress: \(progress.elapsedText(content.stats.granularity)) so far"
        }
        switch content.source {
        case .local:
            sourceNote = Self.leftOutSentence(content.stats.leftOut)
        case .listenBrainz(let lastUpdated, let fetchedAt):
            let utc = WallClock(named: "UTC")
            let computed = lastUpdated.map { "computed by ListenBrainz \(DisplayFormat.day($0, on: utc)) at \(DisplayFormat.clockTime($0, on: utc)) UTC" }
            sourceNote =
                "ListenBrainz's own statistics, \(computed ?? "as ListenBrainz computed them"), fetched \(DisplayFormat.day(fetchedAt, on: utc)); ListenBrainz recomputes them daily, so listens since then are not counted."
        }
        hasSourceNote = !sourceNote.isEmpty
        timeZone = content.stats.timeZone
        generator = content.generator
        navigation = content.navigation.map { [NavigationView($0)] } ?? []
        hasNavigation = !navigation.isEmpty
        stylesheetURL = content.stylesheetURL ?? ""
        hasStylesheet = content.stylesheetURL != nil
        frontMatter = FrontMatter.render(style, content: content)

        let share = ShareImage(content: content)
        ogImage = share.image ?? ""
        hasOGImage = share.image != nil
        ogDescription = share.description
        sectionModels = ReportSections.all.filter { $0.isShown(in: content) }.map { section in
            (section, section.view(content, ChartView.list(section, in: content)))
        }
    }

    /// "Left out by the exclusions: 42 listens by The Northern Lights, 3 from Spotify." for
    /// the rules that took listens from this report's numbers; "" when none did, so a rule
    /// that never matched a period leaves its page as it was.
    static func leftOutSentence(_ counts: [LeftOutCount]) -> String {
        guard !counts.isEmpty else { return "" }
        let sourceNames = ["listenbrainz": "ListenBrainz", "lastfm": "Last.fm", "spotify": "Spotify", "demo": "the demo"]
        let parts = counts.enumerated().map { offset, count in
            let listens = offset == 0 ? DisplayFormat.listens(count.listenCount) : DisplayFormat.count(count.listenCount)
            switch count.rule {
            case "artist": return "\(listens) by \(count.value)"
            case "release": return "\(listens) of the release \(count.value)"
            default: return "\(listens) from \(sourceNames[count.value] ?? count.value)"
            }
        }
        return "Left out by the exclusions: " + parts.joined(separator: ", ") + "."
    }
}

/// Every section's partial is rendered with the page below it, so each name a section's own
/// model lacks (and every name of `report.mustache`) is looked up here.
extension ReportViewModel: MustacheFields {
    static let fields: [String: @Sendable (ReportViewModel) -> Any] = [
        "pageTitle": { $0.pageTitle }, "user": { $0.user }, "periodTitle": { $0.periodTitle },
        "periodNoun": { $0.periodNoun }, "dateRange": { $0.dateRange }, "timeZone": { $0.timeZone },
        "generator": { $0.generator }, "hasNavigation": { $0.hasNavigation }, "navigation": { $0.navigation },
        "frontMatter": { $0.frontMatter }, "palette": { $0.palette }, "stylesheetURL": { $0.stylesheetURL },
        "hasStylesheet": { $0.hasStylesheet }, "sourceNote": { $0.sourceNote }, "hasSourceNote": { $0.hasSourceNote },
        "ogImage": { $0.ogImage }, "hasOGImage": { $0.hasOGImage }, "ogDescription": { $0.ogDescription },
        "sectionModels": { $0.sectionModels }, "sections": { $0.sections },
    ]
}

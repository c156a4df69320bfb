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
            ? "Everything up to \(DisplayFormat.day(max(content.period.window.start, content.period.window.end - 1), on: clock))"
            : DisplayFormat.dateRange(content.period.window, on: clock)
        timeZone = content.stats.timeZone
        generator = content.generator
        navigation = content.navigation.map { [NavigationView($0)] } ?? []
        hasNavigation = !navigation.isEmpty
        frontMatter = FrontMatter.render(style, content: content)

        sectionModels = ReportSections.all.filter { $0.isShown(in: content) }.map { section in
            (section, section.view(content, ChartView.list(section, in: content)))
        }
    }
}

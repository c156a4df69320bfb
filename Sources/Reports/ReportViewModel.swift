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

    var headline: HeadlineSection
    var activity: ActivitySection
    var topArtists: TopListSection
    var topAlbums: TopListSection
    var topTracks: TopListSection
    var heatmap: HeatmapSection
    var calendar: CalendarSection
    var discoveries: DiscoveriesSection
    var streaks: StreaksSection
    var loved: LovedSection
    var isYear: Bool
    var yearInMusic: YearInMusicSection

    init(content: ReportContent, frontMatter style: FrontMatterStyle = .none) {
        let calendar = DisplayFormat.calendar(timeZone: content.stats.timeZone)
        pageTitle = "\(content.user) · \(content.period.title)"
        user = content.user
        periodTitle = content.period.title
        periodNoun = content.period.kind.noun
        dateRange =
            content.period.kind == .allTime
            ? "Everything up to \(DisplayFormat.day(max(content.period.window.start, content.period.window.end - 1), in: calendar))"
            : DisplayFormat.dateRange(content.period.window, in: calendar)
        timeZone = content.stats.timeZone
        generator = content.generator
        navigation = content.navigation.map { [NavigationView($0)] } ?? []
        hasNavigation = !navigation.isEmpty
        frontMatter = FrontMatter.render(style, content: content)

        headline = HeadlineSection(stats: content.stats, period: content.period)
        activity = ActivitySection(content: content)
        topArtists = .artists(content)
        topAlbums = .albums(content)
        topTracks = .tracks(content)
        heatmap = HeatmapSection(content: content)
        self.calendar = CalendarSection(content: content)
        discoveries = DiscoveriesSection(content: content)
        streaks = StreaksSection(content: content)
        loved = LovedSection(content: content)
        isYear = content.period.kind == .year
        yearInMusic = YearInMusicSection(content: content)
    }
}

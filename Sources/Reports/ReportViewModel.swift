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
    var calendar: PendingSection
    var discoveries: PendingSection
    var streaks: PendingSection
    var loved: PendingSection
    var isYear: Bool
    var yearInMusic: PendingSection

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
        self.calendar = PendingSection(
            id: "calendar", title: "Calendar",
            message: "The day-by-day calendar is not available for this report.",
            charts: ChartView.list(.calendar, in: content))
        discoveries = PendingSection(
            id: "discoveries", title: "Discoveries",
            message: "Discoveries (artists and tracks heard for the first time) are not available for this report.")
        streaks = PendingSection(
            id: "streaks", title: "Streaks and sessions",
            message: "Listening streaks and sessions are not available for this report.")
        loved = PendingSection(
            id: "loved", title: "Loved tracks",
            message: "No loved tracks are stored for this period; listenstats sync fetches your feedback from ListenBrainz.")
        isYear = content.period.kind == .year
        yearInMusic = PendingSection(
            id: "year-in-music", title: "Year in Music",
            message: "The Year in Music set is not available for this year.",
            charts: ChartView.list(.poster, in: content))
    }
}

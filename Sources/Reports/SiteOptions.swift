/// How a site is built: its title, where it will be published, which files each report gets.
public struct SiteOptions: Hashable, Sendable {
    public var title: String
    /// The published site's address ("https://example.org/music/"), making feed links and ids
    /// absolute; nil keeps them relative to the feed.
    public var baseURL: String?
    public var formats: [ReportFormat]
    public var frontMatter: FrontMatterStyle
    public var generator: String
    /// How many reports the feed lists, newest first.
    public var feedLength: Int
    /// Whether the build writes the pages spanning users (front page, feed, comparison,
    /// sitemap); false for one shard of a sharded run, whose build writes its users' folders
    /// and their summaries (`SiteUserSummary`) for the merge to build those pages from.
    public var buildsSharedPages = true
    /// How many users the whole site may publish (every configured user, in every shard); past
    /// `SiteBuilder.comparisonMaximumListeners` no comparison page is made, so no user's artists
    /// are kept for one. Nil: the users this build publishes.
    public var possibleListeners: Int? = nil
    /// Render every report again even when its fingerprint is unchanged (`run --rebuild`).
    public var rebuildsEverything = false
    /// Artists, albums and tracks with at least this many listens get a page of their own, as
    /// do those in any published top list; 0 makes no entity pages.
    public var entityMinimumListens = SiteOptions.defaultEntityMinimumListens
    public static let defaultEntityMinimumListens = 25
    /// Of the artists, albums and tracks past the threshold, at most this many of each kind
    /// get a page, the most played first, so a heavy listener's site stays bounded (a
    /// million listens have about 4,500 artists, 3,500 albums and 3,000 tracks with 25 or more).
    public var entityMaximumPages = SiteOptions.defaultEntityMaximumPages
    public static let defaultEntityMaximumPages = 2_000

    /// The options that change no report's page, left out of its fingerprint: the title and
    /// the feed's length are on the front page and the feed only; whether shared pages are
    /// built and how many listeners the site may have decide pages spanning users; a rebuild
    /// redoes every page whatever the fingerprint. Every other option is in it
    /// (`SiteBuilder.pageFingerprint`), a new one too.
    public static let optionsOffReportPages: Set<String> = [
        "title", "feedLength", "buildsSharedPages", "possibleListeners", "rebuildsEverything",
    ]

    public init(
        title: String = "Listening reports", baseURL: String? = nil, formats: [ReportFormat] = ReportFormat.allCases,
        frontMatter: FrontMatterStyle = .none, generator: String = "listenstats", feedLength: Int = 50
    ) {
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.formats = formats
        self.frontMatter = frontMatter
        self.generator = generator
        self.feedLength = feedLength
    }
}

import ListenModel
import Reports

/// What `listenstats` is told by its config file: who to keep up to date and what to build.
///
/// Paths here are only the file's say; `ListenStatsPaths` puts flags and environment first.
struct ListenStatsConfiguration: Sendable {
    var databasePath: String?
    var coverCachePath: String?
    var outputDirectory: String?
    var siteTitle: String
    var theme: ReportTheme
    var formats: [ReportFormat]
    /// The kinds of report the site publishes.
    var ranges: [SiteRange]
    var users: [UserConfiguration]
    /// Whether `run` fetches music metadata after each user's sync (`fetch: [metadata]`; the
    /// older `metadata: fetch`).
    var metadata: MetadataSetting = .cached
    /// Where the site is published (`base_url`), for absolute links in the feed and the sitemap.
    var baseURL: String? = nil
    /// The listens an artist, album or track needs for a page of its own (`entity_min_listens`).
    var entityMinimumListens = SiteOptions.defaultEntityMinimumListens
    /// At most this many artists, albums and tracks each get a page (`entity_max_pages`).
    var entityMaximumPages = SiteOptions.defaultEntityMaximumPages
    /// Whether `run` fetches the covers of each user's top lists into the cover cache
    /// (`fetch: [covers]`; the older `fetch_covers: true`).
    var fetchCovers = false
    /// The listen counts and play counts that are milestones (`milestones:`).
    var milestones = MilestoneOptions.standard
    /// How many shards `run` splits the users into (`shards:`; see `ShardAssignment`).
    var shardCount: Int? = nil

    /// The configuration of a machine with no config file: defaults and no users.
    static let defaults = ListenStatsConfiguration(
        databasePath: nil, coverCachePath: nil, outputDirectory: nil, siteTitle: "Listening statistics",
        theme: .light, formats: ReportFormat.siteDefault, ranges: [.week, .month, .year, .allTime],
        users: [])

    /// Every token the configuration can reach, so output can be scrubbed of them.
    func secrets(in environment: [String: String]) -> [Secret] {
        users.compactMap { $0.token(in: environment) }
    }
}

import Foundation
import ListenModel
import Reports

/// A site source with fixed periods that counts how often a report is computed.
final class FakeSiteSource: SiteContentSource, @unchecked Sendable {
    var periodsByUser: [String: [SitePeriod]]
    var computed: [String] {
        get { lock.withLock { computedPaths } }
        set { lock.withLock { computedPaths = newValue } }
    }
    private var computedPaths: [String] = []
    private let lock = NSLock()
    /// Throws when asked for this period's content, to simulate a run that dies midway.
    var failingSlug: String?
    /// Throws when asked for this period's headline.
    var failingHeadlineSlug: String?
    /// The headline asked for each report key, once per ask.
    var headlinesAsked: [String] { lock.withLock { askedHeadlines } }
    private var askedHeadlines: [String] = []
    /// The entity pages of "rob", and the cover cache (file name → bytes).
    var profiles: [EntityProfile] = []
    /// rob's genres with pages; their names are the top genres of every report.
    var genres: [GenreProfile] = []
    var covers: [String: Data] = [:]

    init(periodsByUser: [String: [SitePeriod]]) {
        self.periodsByUser = periodsByUser
    }

    /// Three weeks, two months, a year and all time for "rob", and one week for a user with an
    /// awkward name.
    static func standard() -> FakeSiteSource {
        let clock = WallClock(named: "Europe/Berlin")
        let base = ReportFixtures.week.start
        func site(_ kind: ReportPeriodKind, _ time: Int64, _ fingerprint: String, count: Int) -> SitePeriod {
            SitePeriod(
                period: ReportPeriod.containing(time, kind: kind, clock: clock, allTimeStart: base - 14 * 86_400),
                fingerprint: fingerprint, lastListenAt: time, listenCount: count)
        }
        return FakeSiteSource(periodsByUser: [
            "rob": [
                site(.week, base - 7 * 86_400 + 3600, "w46", count: 18),
                site(.week, base - 14 * 86_400 + 3600, "w45", count: 9),
                site(.week, base + 3600, "w47", count: 22),
                site(.month, base + 3600, "m11", count: 49),
                site(.month, base - 20 * 86_400, "m10", count: 3),
                site(.year, base + 3600, "y", count: 52),
                site(.allTime, base + 3600, "a", count: 52),
            ],
            "../<évil> & co": [site(.week, base + 7200, "e47", count: 1)],
        ])
    }

    func users() throws -> [String] { periodsByUser.keys.sorted { ExactText($0) < ExactText($1) } }

    func periods(for user: String) throws -> [SitePeriod] { periodsByUser[user] ?? [] }

    /// A week's headline is its listen count times ten, so a page shows which one it read; other
    /// periods have none.
    func headline(for user: String, period: SitePeriod) throws -> PeriodHeadline? {
        lock.withLock { askedHeadlines.append(user + "/" + period.period.slug) }
        if period.period.slug == failingHeadlineSlug {
            throw ReportsError(code: .output, message: "headline of \(period.period.slug) failed")
        }
        guard period.period.kind == .week else { return nil }
        return PeriodHeadline(listenCount: period.listenCount * 10, changePercent: nil, topArtists: [])
    }

    func content(for user: String, period: ReportPeriod, reportDirectory: URL) throws -> ReportContent {
        if period.slug == failingSlug {
            throw ReportsError(code: .invalidContent, message: "simulated failure")
        }
        lock.withLock { computedPaths.append("\(user)/\(period.relativePath)") }
        let chartPath = "charts/activity.svg"
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 2\"><rect width=\"4\" height=\"1\"/></svg>\n"
        try FileManager.default.createDirectory(
            at: reportDirectory.appendingPathComponent("charts"), withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: reportDirectory.appendingPathComponent(chartPath))
        var stats = ReportFixtures.weeklyStats()
        stats.window = period.window
        if !genres.isEmpty {
            var music = MusicStats()
            music.listenCount = 10
            music.topGenres = genres.map { GenreShare(genre: $0.genre, weight: 10, listenCount: 5, share: 0.5) }
            stats.music = music
        }
        return ReportContent(
            user: user, period: period, stats: stats,
            charts: [ChartReference(id: "activity", title: "Activity", altText: "Bars", svgPath: chartPath, inlineSVG: svg)])
    }

    func entityProfiles(for user: String, selection: EntitySelection) throws -> EntityProfiles { EntityProfiles(user == "rob" ? profiles : []) }

    func genreProfiles(for user: String, limit: Int, minimumListens: Int) throws -> [GenreProfile] {
        user == "rob" ? Array(genres.prefix(limit)) : []
    }

    func cachedCover(named name: String, for user: String) -> Data? { covers[name] }

    func cachedCoverNames(for user: String) -> Set<String> { Set(covers.keys) }
}

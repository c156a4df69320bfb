import FileWriting
import Foundation
import ListenModel

/// What the pages spanning users (the front page, the feed, the comparison page, the sitemap)
/// need of one user, and nothing else: the pages a build of the whole site renders from these,
/// and the merge of a sharded run renders from the same values read back from the shards'
/// files, so the two give the same bytes.
public struct SiteUserSummary: Codable, Equatable, Sendable {
    /// One entity named by a headline or the comparison, with its page below the user's folder.
    public struct EntityPage: Codable, Equatable, Sendable {
        public var ref: EntityRef
        public var page: String
    }

    public var user: String
    /// The user's published reports, in publication order.
    public var periods: [SitePeriod]
    /// The headline numbers of the periods the front page and the feed may show
    /// (`SiteBuilder.headlineJobs`), by report key; a period the source has none of is absent.
    public var headlines: [String: PeriodHeadline]
    /// Every artist the user ever played, for comparing listeners (empty when the build does
    /// not compare: a site of one listener).
    public var artists: [ArtistCount]
    /// The pages of the artists in `headlines` and `artists` that have one.
    public var entityPages: [EntityPage]
    /// The site paths of the user's genre pages ("rob/genre/rock-….html"), for the sitemap.
    public var genrePages: [String]

    /// The file a shard's site keeps its users' summaries in, beside its manifest.
    static let fileName = ".listenstats-users.json"

    /// `entityPages` for looking up: each entity's page below the user's folder, as
    /// `EntityLinks.page(for:)` gave it.
    var pagesByEntity: [EntityRef: String] {
        Dictionary(entityPages.map { ($0.ref, $0.page) }, uniquingKeysWith: { first, _ in first })
    }

    /// The summaries a shard's build wrote into `site`; empty when it wrote none (a shard that
    /// never finished a build). Throws when the file is there but unreadable.
    static func read(in site: URL) throws -> [SiteUserSummary] {
        let file = site.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        do {
            return try JSONDecoder().decode([SiteUserSummary].self, from: data)
        } catch {
            throw ReportsError(
                code: .output, message: "cannot read the users' summaries \(file.path); run that shard again",
                cause: String(describing: error))
        }
    }

    static func write(_ summaries: [SiteUserSummary], in site: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.writeOutput(try encoder.encode(summaries), to: site.appendingPathComponent(fileName))
    }
}

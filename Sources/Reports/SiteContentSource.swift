import Foundation
import ListenModel

/// Where a site's reports come from: the pipeline that loads listens, computes and draws.
///
/// Reports never compute statistics; the site builder asks this for what to publish and, only
/// for periods whose fingerprint changed, for the report itself. `content` is called from
/// several threads at once, after `periods` returned for that user.
public protocol SiteContentSource: Sendable {
    /// The users to publish, in the order the index lists them.
    func users() throws -> [String]
    /// The reports to publish for `user`, cheap to list (fingerprints, not statistics).
    func periods(for user: String) throws -> [SitePeriod]
    /// The report of `period`, with its charts already written below `reportDirectory` and
    /// referenced by paths relative to it.
    func content(for user: String, period: ReportPeriod, reportDirectory: URL) throws -> ReportContent
    /// The numbers of every entity of `user` that `selection` gives a page (see
    /// `SiteContentSource+Entities` for the default: none).
    func entityProfiles(for user: String, selection: EntitySelection) throws -> EntityProfiles
    /// The genres of `user` that get a page, heaviest first (none by default, and without
    /// cached metadata): at most `limit`, each with at least `minimumListens` listens.
    func genreProfiles(for user: String, limit: Int, minimumListens: Int) throws -> [GenreProfile]
    /// Every day with listens of `user`'s last `months` calendar months (none by default).
    func recentDayListens(for user: String, months: Int) throws -> DayListens
    /// The headline numbers of one published period, for the front page and the feed; nil
    /// when the source cannot tell them cheaply (the default).
    func headline(for user: String, period: SitePeriod) throws -> PeriodHeadline?
    /// Every artist `user` ever played with their listens, for comparing listeners; empty by
    /// default (no comparison page).
    func allTimeArtists(for user: String) throws -> [ArtistCount]
    /// How alike two listeners' `allTimeArtists` are; nil by default.
    func compatibility(_ first: [ArtistCount], _ second: [ArtistCount]) -> ListenerCompatibility?
    /// The cached cover `name` (`CoverArtKey.fileName`) for `user`'s pages, when it is cached
    /// and decodes; nil otherwise and by default (no covers). Never waits on the network.
    func cachedCover(named name: String, for user: String) -> Data?
    /// The names of every file in `user`'s cover cache (not yet checked to decode), so that a
    /// site of thousands of pages asks `cachedCover` only for those; empty by default.
    func cachedCoverNames(for user: String) -> Set<String>
}

extension SiteContentSource {
    /// No entity pages: a source without listens (ListenBrainz's own statistics) has none.
    public func entityProfiles(for user: String, selection: EntitySelection) throws -> EntityProfiles { EntityProfiles([]) }

    public func genreProfiles(for user: String, limit: Int, minimumListens: Int) throws -> [GenreProfile] { [] }

    public func recentDayListens(for user: String, months: Int) throws -> DayListens { DayListens() }

    public func headline(for user: String, period: SitePeriod) throws -> PeriodHeadline? { nil }

    public func allTimeArtists(for user: String) throws -> [ArtistCount] { [] }

    public func compatibility(_ first: [ArtistCount], _ second: [ArtistCount]) -> ListenerCompatibility? { nil }

    public func cachedCover(named name: String, for user: String) -> Data? { nil }

    public func cachedCoverNames(for user: String) -> Set<String> { [] }
}

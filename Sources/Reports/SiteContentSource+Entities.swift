import Foundation
import ListenModel

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

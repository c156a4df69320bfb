import Foundation
import ListenModel
import Reports

/// A site whose users take their numbers from different places: each user's pages come from
/// the stored listens or from ListenBrainz's statistics, as the config's `source:` says.
struct PerUserSiteSource: SiteContentSource {
    /// Publishes the users counted from their listens.
    let local: any SiteContentSource
    /// Publishes the users whose pages are ListenBrainz's statistics.
    let server: any SiteContentSource
    let serverUsers: Set<String>
    /// Every published user in the index's order.
    let order: [String]

    func users() throws -> [String] {
        let published = Set(try local.users().filter { !serverUsers.contains($0) })
            .union(try server.users().filter { serverUsers.contains($0) })
        return order.filter(published.contains)
    }

    func periods(for user: String) throws -> [SitePeriod] {
        try source(of: user).periods(for: user)
    }

    func content(for user: String, period: ReportPeriod, reportDirectory: URL) throws -> ReportContent {
        try source(of: user).content(for: user, period: period, reportDirectory: reportDirectory)
    }

    func source(of user: String) -> any SiteContentSource {
        serverUsers.contains(user) ? server : local
    }
}

extension PerUserSiteSource {
    // Entity pages, headlines and comparisons come from the user's own source: the local one
    // counts them, ListenBrainz's statistics have none.

    func entityProfiles(for user: String, selection: EntitySelection) throws -> EntityProfiles {
        try source(of: user).entityProfiles(for: user, selection: selection)
    }

    func genreProfiles(for user: String, limit: Int, minimumListens: Int) throws -> [GenreProfile] {
        try source(of: user).genreProfiles(for: user, limit: limit, minimumListens: minimumListens)
    }

    func recentDayListens(for user: String, months: Int) throws -> DayListens {
        try source(of: user).recentDayListens(for: user, months: months)
    }

    func headline(for user: String, period: SitePeriod) throws -> PeriodHeadline? {
        try source(of: user).headline(for: user, period: period)
    }

    func allTimeArtists(for user: String) throws -> [ArtistCount] {
        try source(of: user).allTimeArtists(for: user)
    }

    func compatibility(_ first: [ArtistCount], _ second: [ArtistCount]) -> ListenerCompatibility? {
        local.compatibility(first, second)
    }

    func cachedCover(named name: String, for user: String) -> Data? {
        source(of: user).cachedCover(named: name, for: user)
    }

    func cachedCoverNames(for user: String) -> Set<String> {
        source(of: user).cachedCoverNames(for: user)
    }
}

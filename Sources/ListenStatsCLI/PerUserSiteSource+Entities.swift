import Foundation
import ListenModel
import Reports

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

import Foundation
import ListenModel
import Reports
import StatsEngine

extension StoreSiteSource {
    func entityProfiles(for user: String, selection: EntitySelection) throws -> EntityProfiles {
        let loaded = try load(user)
        return loaded.engine.entityProfiles(selection)
    }

    func genreProfiles(for user: String, limit: Int, minimumListens: Int) throws -> [GenreProfile] {
        try load(user).engine.genreProfiles(limit: limit, minimumListens: minimumListens)
    }

    func recentDayListens(for user: String, months: Int) throws -> DayListens {
        try load(user).engine.recentDayListens(months: months)
    }
}

extension StoreSiteSource {
    /// The period's listens, like-for-like change and top three artists, counted as its report
    /// counts them (as of the period's own end).
    func headline(for user: String, period: SitePeriod) throws -> PeriodHeadline? {
        let loaded = try load(user)
        let range = ReportRange(period: period.period, clock: pipeline(for: user).clock)
        let latest = loaded.engine.latestListen ?? 0
        let asOf = period.period.kind == .allTime ? latest : min(latest, period.period.window.end - 1)
        let resolved = try pipelineStep("compute") { try loaded.engine.resolve(range.request, asOf: asOf) }
        let stats = loaded.engine.headlineStats(for: resolved, topCount: 3)
        return PeriodHeadline(
            listenCount: stats.listenCount, changePercent: stats.activityChangePercent, topArtists: stats.topArtists,
            milestones: stats.milestones, onThisDay: stats.onThisDay, timeZone: stats.timeZone,
            previousPartlyCovered: stats.comparison?.historyStartsInPreviousPeriod != nil)
    }
}

extension StoreSiteSource {
    func allTimeArtists(for user: String) throws -> [ArtistCount] {
        try load(user).engine.allTimeArtists()
    }

    func compatibility(_ first: [ArtistCount], _ second: [ArtistCount]) -> ListenerCompatibility? {
        ListenerComparison.compare(first, second)
    }

    /// A cover from the user's cover cache, checked as a report's covers are (a damaged file
    /// is left out, like a missing one).
    func cachedCover(named name: String, for user: String) -> Data? {
        // The cache is every user's (`pipeline(for:)` changes only the calendar and filter, at the
        // cost of a copy of the pipeline: a heavy history asks for 40,000 names).
        guard let cache = pipeline.coverCache, !name.contains("/"),
            let data = FileManager.default.contents(atPath: cache.appendingPathComponent(name).path),
            pipeline.checkedCovers.decodes(data, name: name)
        else { return nil }
        return data
    }

    func cachedCoverNames(for user: String) -> Set<String> {
        guard let cache = pipeline(for: user).coverCache,
            let names = try? FileManager.default.contentsOfDirectory(atPath: cache.path)
        else { return [] }
        return Set(names)
    }
}

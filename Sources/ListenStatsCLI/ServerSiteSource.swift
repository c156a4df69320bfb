import Foundation
import ListenModel
import ListenStore
import Reports
import StatsEngine

/// The site's reports from what ListenBrainz computed (`site --source listenbrainz`): for each
/// user, the last week, month and year and all time, as `sync --stats` stored them, with no
/// listen needed.
///
/// A report's fingerprint is the time its statistics were fetched and the pins, so a site run
/// after a sync redraws exactly the ranges the sync fetched again.
struct ServerSiteSource: SiteContentSource {
    let pipeline: ReportPipeline
    let selectedUsers: [String]?
    /// The ranges published, as report kinds: ListenBrainz's finished periods and all time.
    static let ranges: [StatRange] = [.week, .month, .year, .allTime]

    func users() throws -> [String] {
        let stored = try pipelineStep("load") { try pipeline.store.users() }
        guard let selectedUsers else { return stored }
        for user in selectedUsers where !stored.contains(user) {
            throw CLIError(
                "nothing is stored for '\(user)'; run `listenstats sync --user \(user) --stats-only` first", status: .noInput)
        }
        return selectedUsers
    }

    func periods(for user: String) throws -> [SitePeriod] {
        let pins = try pipelineStep("load") { try pipeline.store.pins(user: user) }
        return try Self.ranges.compactMap { range -> SitePeriod? in
            // A range ListenBrainz has not computed (or that was never fetched) is left out.
            let period: ReportPeriod
            let fetched: [FetchedServerValue<ServerStatistic>]
            do {
                (period, fetched) = try pipeline.serverPeriod(user: user, range: range)
            } catch let error as CLIError where error.status == .noInput {
                return nil
            }
            var hasher = StableHasher()
            hasher.combine(range.rawValue)
            for value in fetched {
                hasher.combine(value.value.kind.rawValue)
                hasher.combine(value.fetchedAt)
            }
            for pin in pins {
                hasher.combine(pin.created)
                hasher.combine(pin.blurb ?? "")
            }
            hasher.combine(pipeline.theme == .dark ? "dark" : "light")
            let stats = ServerStatSet.make(range: range, from: fetched.map(\.value))
            // A cover the page shows that arrived in the cache since redraws it.
            for name in cachedCovers(of: stats) { hasher.combine(name) }
            return SitePeriod(
                period: period, fingerprint: hasher.hexDigest, lastListenAt: max(period.window.start, period.window.end - 1),
                listenCount: stats?.listenCount ?? 0)
        }
    }

    /// The names of the cached covers of the statistics' top lists, sorted.
    private func cachedCovers(of stats: StatSet?) -> [String] {
        guard let stats, let cache = pipeline.coverCache,
            let present = try? Set(FileManager.default.contentsOfDirectory(atPath: cache.path)), !present.isEmpty
        else { return [] }
        let count = CoverSelection.longSpanCount
        let keys = stats.topReleases.prefix(count).compactMap(\.coverArtKey) + stats.topRecordings.prefix(count).compactMap(\.coverArtKey)
        return Set(keys.map(\.fileName)).intersection(present).sorted()
    }

    func content(for user: String, period: ReportPeriod, reportDirectory: URL) throws -> ReportContent {
        guard let range = Self.ranges.first(where: { (try? ReportRange(parsing: $0.rawValue).kind) == period.kind }) else {
            throw CLIError("no ListenBrainz range publishes \(period.kind.rawValue) reports", status: .software)
        }
        let (_, fetched) = try pipeline.serverPeriod(user: user, range: range)
        return try pipeline.serverContent(user: user, period: period, fetched: fetched, into: reportDirectory)
    }
}

import ChartKit
import CompactStorage
import Concurrency
import Foundation
import ListenModel
import ListenStore
import Reports
import StatsEngine

/// The site's reports from the store: every week, month and year with listens, and all time.
///
/// A period's fingerprint is a digest of every listen up to the period's end (discoveries and
/// streaks look back over the whole history), the loves inside it and the time zone, so the
/// site rebuilds exactly the reports new or re-imported listens can change.
final class StoreSiteSource: SiteContentSource, @unchecked Sendable {
    let pipeline: ReportPipeline
    let selectedUsers: [String]?
    /// The kinds of report published (the config's `ranges`).
    let kinds: [ReportPeriodKind]

    /// A user's loaded listens, indexed once for all their periods.
    struct Loaded {
        var history: ListenHistory
        var engine: StatsEngine
        var feedback: [FeedbackEntry]
        /// Changes with the metadata cache, which the genre, release-year and origin sections show.
        var metadataStamp: String
    }

    /// The user being published; guarded by `lock` because reports are built in parallel.
    private var loaded: [String: Loaded] = [:]
    private let lock = NSLock()

    /// Each configured user's own zone and exclusions; other users get the pipeline's.
    let userSettings: [String: UserReportSettings]

    init(
        pipeline: ReportPipeline, users: [String]?, userSettings: [String: UserReportSettings] = [:],
        kinds: [ReportPeriodKind] = [.week, .month, .year, .allTime]
    ) {
        self.pipeline = pipeline
        self.kinds = kinds
        self.userSettings = userSettings
        selectedUsers = users
    }

    func users() throws -> [String] {
        // Only users with listens: one a sync met with none has no pages to publish.
        let stored = try pipelineStep("load") { try pipeline.store.usersWithListens() }
        guard let selectedUsers else { return stored }
        for user in selectedUsers where !stored.contains(user) {
            throw CLIError("no listens are stored for '\(user)'; run `listenstats sync --user \(user)` first", status: .noInput)
        }
        return selectedUsers
    }

    func periods(for user: String) throws -> [SitePeriod] {
        let loaded = try load(user)
        pipeline.stages?.mark("load")
        // The listens the reports count: a period with only excluded listens has no report, and
        // the site's counts are the reports'.
        let counted = loaded.engine.history
        let times = counted.listenedAt
        let clock = pipeline(for: user).clock
        let periods = kinds.flatMap { ReportPeriod.all($0, covering: times, clock: clock) }
        // The listens' digests are one pass on one core; the covers' top lists meanwhile.
        let (digests, covers) = Concurrently.both(
            { Self.prefixDigests(of: counted, trackDigests: loaded.engine.trackDigests, at: periods.map(\.window.end)) },
            { self.cachedCovers(of: periods, engine: loaded.engine) })
        // Every report and the entity pages need the milestone timeline: made here, once,
        // before the reports are computed side by side.
        pipeline.stages?.mark("period digests and covers")
        loaded.engine.prepareMilestoneTimeline()
        pipeline.stages?.mark("milestone timeline")
        var settingsHasher = StableHasher()
        settingsHasher.combine(propertiesOf: pipeline(for: user), excluding: ReportPipeline.propertiesFingerprintedPerPeriod)
        let settings = settingsHasher.hexDigest
        return zip(periods, covers).map { period, covers in
            let first = times.firstIndex(atOrAfter: period.window.start)
            let end = times.firstIndex(atOrAfter: period.window.end)
            var hasher = StableHasher()
            hasher.combine(digests[period.window.end] ?? "")
            // The settings the report is made with: its zone, theme, milestones, formats, …
            hasher.combine(settings)
            // The listens counted are in the digest; what the exclusions took from this
            // period is said on its page: a rule that took nothing from it leaves it as it was.
            for leftOut in loaded.engine.leftOut(in: period.window) {
                hasher.combine(leftOut.rule)
                hasher.combine(leftOut.value)
                hasher.combine(leftOut.listenCount)
            }
            hasher.combine(loaded.metadataStamp)
            // A period in progress is rebuilt once more when it ends, to drop the mark.
            hasher.combine(pipeline.now.map { period.window.start <= $0 && $0 < period.window.end } == true ? "in progress" : "")
            // A cover fetched since the report was built redraws it; none cached adds nothing.
            for cover in covers { hasher.combine(cover) }
            for entry in loaded.feedback where period.window.contains(entry.created) {
                hasher.combine(entry.created)
                hasher.combine(entry.score.rawValue)
                hasher.combine(entry.recordingMBID ?? entry.recordingMSID ?? "")
                hasher.combine(entry.trackName ?? "")
                hasher.combine(entry.artistName ?? "")
            }
            return SitePeriod(
                period: period, fingerprint: hasher.hexDigest, lastListenAt: end > first ? times[end - 1] : period.window.start,
                listenCount: end - first)
        }
    }

    func content(for user: String, period: ReportPeriod, reportDirectory: URL) throws -> ReportContent {
        let loaded = try load(user)
        let pipeline = pipeline(for: user)
        let range = ReportRange(period: period, clock: pipeline.clock)
        let latest = loaded.engine.latestListen ?? 0
        // As of the period's own end, so a finished period never changes when later listens arrive.
        let asOf = period.kind == .allTime ? latest : min(latest, period.window.end - 1)
        let resolved = try pipelineStep("compute") { try loaded.engine.resolve(range.request, asOf: asOf) }
        var named = period
        named.window = resolved.window
        return try pipeline.content(
            user: user, period: named, request: range.request, range: resolved, engine: loaded.engine,
            into: reportDirectory)
    }

    /// For each period, the names of the cached covers its top lists can show (sorted), so a
    /// report is rebuilt exactly when a cover it shows arrives in the cache.
    private func cachedCovers(of periods: [ReportPeriod], engine: StatsEngine) -> [[String]] {
        guard let cache = pipeline.coverCache,
            let present = try? Set(FileManager.default.contentsOfDirectory(atPath: cache.path)), !present.isEmpty
        else { return periods.map { _ in [] } }
        var result = [[String]](repeating: [], count: periods.count)
        for long in [false, true] {
            let indices = periods.indices.filter { [.week, .month].contains(periods[$0].kind) != long }
            let keys = engine.coverArtKeys(
                eachOf: indices.map { periods[$0].window },
                topCount: long ? CoverSelection.longSpanCount : CoverSelection.shortSpanCount)
            for (index, keys) in zip(indices, keys) {
                result[index] = Set(keys.map(\.fileName)).intersection(present).sorted()
            }
        }
        return result
    }

    func load(_ user: String) throws -> Loaded {
        lock.lock()
        defer { lock.unlock() }
        if let cached = loaded[user] { return cached }
        let pipeline = pipeline(for: user)
        let history = try pipelineStep("load") { try pipeline.store.history(user: user) }
        let feedback = try pipelineStep("load") { try pipeline.store.feedback(user: user) }
        let stamp = try pipelineStep("load") { try pipeline.store.metadataStamp() }
        let engine = try pipelineStep("load") { try pipeline.settings.engine(for: history, store: pipeline.store) }
        let result = Loaded(history: history, engine: engine, feedback: engine.naming(feedback), metadataStamp: stamp)
        loaded = [user: result]
        return result
    }

    /// The digest of all listens before each of `ends`, in one pass over the history.
    /// `trackDigests` are the catalog's (`TrackCatalog.contentDigests()`).
    static func prefixDigests(of history: ListenHistory, trackDigests: [(UInt64, UInt64)], at ends: [Int64]) -> [Int64: String] {
        var hasher = ContentHasher()
        var result: [Int64: String] = [:]
        var position = 0
        for end in Set(ends).sorted() {
            while position < history.count, history.listenedAt[position] < end {
                hasher.combine(history.listenedAt[position])
                let (high, low) = trackDigests[Int(history.trackIndex[position])]
                hasher.combine(Int64(bitPattern: high))
                hasher.combine(Int64(bitPattern: low))
                hasher.combine(Int(history.durationMs[position]))
                position += 1
            }
            result[end] = hasher.hexDigest
        }
        return result
    }

    /// The pipeline with `user`'s own zone and exclusions applied.
    func pipeline(for user: String) -> ReportPipeline {
        guard let settings = userSettings[user] else { return pipeline }
        var pipeline = pipeline
        pipeline.calendar = settings.calendar
        pipeline.filter = settings.filter
        return pipeline
    }
}

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

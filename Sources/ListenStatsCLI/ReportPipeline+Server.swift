import Foundation
import ListenModel
import ListenStore
import Reports
import StatsEngine

extension ReportPipeline {
    /// Writes the report of `range` from the statistics ListenBrainz computed for `user`, as
    /// `sync --stats` stored them, without any of the user's listens: load → charts → write.
    func writeServerReport(user: String, range: StatRange) throws -> URL {
        let (period, fetched) = try serverPeriod(user: user, range: range)
        let directory = outputRoot.appendingPathComponent(SitePath.component(user)).appendingPathComponent(period.relativePath)
        let content = try serverContent(user: user, period: period, fetched: fetched, into: directory)
        try write(content, to: directory)
        return directory
    }

    /// Step "load": the statistics of `range` stored for `user` and the period they cover.
    func serverPeriod(user: String, range: StatRange) throws -> (ReportPeriod, [FetchedServerValue<ServerStatistic>]) {
        let fetched = try pipelineStep("load") {
            try ServerStatKind.allCases.compactMap { try store.serverStatistic($0, range: range, user: user) }
        }
        guard let stats = ServerStatSet.make(range: range, from: fetched.map(\.value)) else {
            throw CLIError(
                "no ListenBrainz statistics are stored for '\(user)' (\(range.rawValue)); run `listenstats sync --user \(user) --stats-only --range \(range.rawValue)` first (or --stats to fetch the listens too)",
                status: .noInput)
        }
        let kind = try ReportRange(parsing: range.rawValue).kind
        let named = ReportPeriod.containing(
            stats.window.start, kind: kind, clock: WallClock(named: "UTC"), allTimeStart: stats.window.start)
        return (ReportPeriod(kind: kind, slug: named.slug, title: named.title, window: stats.window), fetched)
    }

    /// Step "charts": the report of `period` from the `fetched` statistics, its charts drawn
    /// into `directory/charts/`.
    func serverContent(
        user: String, period: ReportPeriod, fetched: [FetchedServerValue<ServerStatistic>], into directory: URL
    ) throws -> ReportContent {
        let range = fetched.first?.value.range ?? .allTime
        guard var stats = ServerStatSet.make(range: range, from: fetched.map(\.value)) else {
            throw CLIError("no ListenBrainz statistics are stored for '\(user)' (\(range.rawValue))", status: .noInput)
        }
        stats.window = period.window
        let feedback = try pipelineStep("load") { try store.feedback(user: user) }
        var content = ReportContent(
            user: user, period: period, stats: stats, generator: "listenstats \(ListenStatsCommand.configuration.version)",
            feedback: feedback.isEmpty ? nil : feedback)
        content.source = .listenBrainz(
            lastUpdated: fetched.compactMap(\.value.lastUpdated).max(), fetchedAt: fetched.map(\.fetchedAt).max() ?? 0)
        content.serverStatistics = fetched.map(\.value)
        if period.kind == .year {
            content.serverYearInMusic = try pipelineStep("load") {
                try store.yearInMusic(WallClock(named: "UTC").day(at: stats.window.start).year, user: user)?.value
            }
        }
        let pins = try pipelineStep("load") { try store.pins(user: user) }
        content.pins = pins.isEmpty ? nil : pins
        content.coverPaths = try pipelineStep("covers") { try chartWriter.copyCovers(for: content, into: directory) }
        content.charts = try pipelineStep("charts") { try chartWriter.drawCharts(for: content, into: directory) }
        return content
    }

    /// Writes the report of calendar year `year` from ListenBrainz's Year in Music of it, as
    /// `sync --stats` (or `sync --year`) stored it, without any of the user's listens.
    func writeServerYear(user: String, year: Int) throws -> URL {
        let stored = try pipelineStep("load") { try store.yearInMusic(year, user: user) }
        let previous = try pipelineStep("load") { try store.yearInMusic(year - 1, user: user)?.value }
        guard let stored, let stats = ServerStatSet.make(yearInMusic: stored.value, previous: previous) else {
            throw CLIError(
                "ListenBrainz's Year in Music \(year) is not stored for '\(user)'; run `listenstats sync --user \(user) --stats-only --year \(year)` first",
                status: .noInput)
        }
        let period = ReportPeriod(kind: .year, slug: String(year), title: String(year), window: stats.window)
        let directory = outputRoot.appendingPathComponent(SitePath.component(user)).appendingPathComponent(period.relativePath)
        let feedback = try pipelineStep("load") { try store.feedback(user: user) }
        var content = ReportContent(
            user: user, period: period, stats: stats, generator: "listenstats \(ListenStatsCommand.configuration.version)",
            feedback: feedback.isEmpty ? nil : feedback)
        content.source = .listenBrainz(lastUpdated: nil, fetchedAt: stored.fetchedAt)
        content.serverYearInMusic = stored.value
        // The review's release years and countries, as the sections of those statistics show them.
        content.serverStatistics = [
            ServerStatistic(user: user, range: .year, content: .eraActivity(stored.value.mostListenedYear)),
            ServerStatistic(user: user, range: .year, content: .artistMap(stored.value.artistMap)),
        ]
        let pins = try pipelineStep("load") { try store.pins(user: user) }
        content.pins = pins.isEmpty ? nil : pins
        content.coverPaths = try pipelineStep("covers") { try chartWriter.copyCovers(for: content, into: directory) }
        content.charts = try pipelineStep("charts") { try chartWriter.drawCharts(for: content, into: directory) }
        try write(content, to: directory)
        return directory
    }
}

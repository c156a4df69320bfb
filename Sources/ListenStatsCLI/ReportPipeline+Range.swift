import Foundation
import ListenModel
import Reports
import StatsEngine

extension ReportPipeline {
    /// Writes the report of `range` for `user` as of `asOf` (the latest listen when nil) and
    /// returns its folder: load → compute → charts → write.
    func writeReport(user: String, range: ReportRange, asOf: Int64?) throws -> URL {
        let engine = try loadEngine(user: user, asOf: asOf)
        let resolved = try pipelineStep("compute") {
            try engine.resolve(range.request, asOf: asOf ?? engine.latestListen ?? 0)
        }
        let named: ReportPeriod
        if case .days(let first, let last) = range.request {
            named = ReportPeriod.days(from: first, through: last, clock: clock)
        } else {
            named = ReportPeriod.containing(resolved.window.start, kind: range.kind, clock: clock, allTimeStart: resolved.window.start)
        }
        let period = ReportPeriod(kind: range.kind, slug: named.slug, title: named.title, window: resolved.window)
        let directory = outputRoot.appendingPathComponent(SitePath.component(user)).appendingPathComponent(period.relativePath)
        let content = try content(
            user: user, period: period, request: range.request, range: resolved, engine: engine, into: directory)
        try write(content, to: directory)
        for hint in Self.ownerHints(content) { ExitStatus.printError("listenstats: hint: " + hint) }
        return directory
    }

    /// What the owner can fetch to fill sections the page shows empty: said in the terminal,
    /// never on the page, whose readers cannot run it.
    static func ownerHints(_ content: ReportContent) -> [String] {
        var hints: [String] = []
        if content.stats.music == nil {
            hints.append("`listenstats fetch --user \(content.user)` fetches genres, release years, origins and covers for the music sections")
        }
        if content.feedback == nil {
            hints.append("`listenstats sync --stats --user \(content.user)` fetches loved and hated tracks")
        }
        return hints
    }
}

import ArgumentParser
import Foundation
import ListenModel
import ListenStore
import StatsEngine

/// The `stats` pipeline step: load a user's history, resolve the range, compute.
struct StatsRequest {
    var user: String
    /// One or more ranges, computed from one load and one index.
    var ranges: [RangeRequest]
    /// The as-of day; nil for the default.
    var asOf: CalendarDay?
    /// The user's clock, exclusions and milestones, resolved once (`UserReportSettings`).
    var settings: UserReportSettings
    var topCount: Int

    /// How long each stage took, for `--timings`.
    struct Timings {
        var load: Duration = .zero
        var index: Duration = .zero
        var compute: Duration = .zero
    }

    /// Loads the whole history (discoveries need what came before the window) and computes
    /// every range. `today` is only read when a calendar range has no --as-of.
    func run(store: ListenStore, today: Date) throws -> (outputs: [StatsOutput], timings: Timings) {
        let clock = ContinuousClock()
        var timings = Timings()
        var started = clock.now
        let history = try history(from: store)
        timings.load = clock.now - started
        started = clock.now
        let engine = try settings.engine(for: history, store: store)
        timings.index = clock.now - started
        started = clock.now
        let resolved = try ranges.map { try resolve($0, in: engine, today: today) }
        let outputs = engine.statSets(for: resolved, topCount: topCount).map { StatsOutput(user: user, stats: $0) }
        timings.compute = clock.now - started
        return (outputs, timings)
    }

    /// The user's stored history as it stood at the end of the --as-of day, when given.
    func history(from store: ListenStore) throws -> ListenHistory {
        let stored = try StoredHistory.load(user: user, from: store)
        guard let asOf else { return stored }
        return stored.through(WallClock(timeZone: calendar.timeZone).lastSecond(of: asOf))
    }

    /// The Gregorian calendar of the listener's zone, which cuts days, weeks and hours.
    var calendar: Calendar { settings.calendar }

    /// Places `range` on the wall clock against "now": the end of the --as-of day, else the
    /// latest listen for a ListenBrainz range (as ListenBrainz does), else `today`.
    func resolve(_ range: RangeRequest, in engine: StatsEngine, today: Date) throws -> ResolvedRange {
        let now: Int64
        if let asOf {
            now = engine.clock.lastSecond(of: asOf)
        } else if case .listenBrainz = range, let latest = engine.latestListen {
            now = latest
        } else {
            now = Int64(today.timeIntervalSince1970)
        }
        return try Self.resolve(range, in: engine, asOf: now)
    }

    /// Places `range` on the wall clock against the instant `now`; a range the engine cannot
    /// place (week 53 of a year without one) is a usage error.
    static func resolve(_ range: RangeRequest, in engine: StatsEngine, asOf now: Int64) throws -> ResolvedRange {
        do {
            return try engine.resolve(range, asOf: now)
        } catch let error as StatsEngineError {
            throw CLIError(error.message, status: .usage)
        }
    }

    /// --timezone, else $TZ, else the system's zone: the listener's wall clock by default.
    static func timeZone(named name: String?, environment: [String: String]) throws -> TimeZone {
        if let name {
            guard let zone = TimeZone(identifier: name) else {
                throw CLIError("unknown time zone '\(name)'; use an IANA name such as Europe/Berlin or UTC", status: .usage)
            }
            return zone
        }
        return try EnvironmentTimeZone.zone(in: environment) ?? TimeZone.current
    }
}

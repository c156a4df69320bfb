import Foundation
import ListenModel
import StatsEngine
import ListenStore

/// How one user's numbers are computed, by every command alike (`stats`, `chart`, `report`,
/// `year`, `site`, `run`): the wall clock that cuts days, hours and weeks, what is left out, and
/// the thresholds of milestones (the config's `milestones:`, which `stats` and a report's page
/// count alike).
///
/// Resolved in one place, with one precedence: a flag, then the user's entry in the config
/// (`time_zone`, `exclude`), then the environment (`$TZ`), then the system's zone. `$TZ` comes
/// after the config because it is the machine's setting, not the listener's: cron and a shell
/// often differ in it, and in a config of several listeners it would put all of them on one
/// clock. Exclusions add up: the config's, and the flags' on top.
struct UserReportSettings: Sendable {
    var calendar: Calendar
    var filter: StatFilter
    var milestones: MilestoneOptions

    init(calendar: Calendar, filter: StatFilter, milestones: MilestoneOptions = .standard) {
        self.calendar = calendar
        self.filter = filter
        self.milestones = milestones
    }

    /// The one way a command indexes a stored history for counting: the cached metadata
    /// matched to its tracks, and these settings.
    func engine(for history: ListenHistory, store: ListenStore) throws -> StatsEngine {
        StatsEngine(
            history: history, calendar: calendar, filter: filter, milestones: milestones,
            matchedMetadata: try store.musicMetadata(matching: history.tracks))
    }

    /// `user`'s settings: `timeZoneFlag` (`--timezone`) and `exclusionFlags` over the config.
    static func resolve(
        user: String, configuration: ListenStatsConfiguration, timeZoneFlag: String?, exclusionFlags: StatFilter = .none,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> UserReportSettings {
        let configured = configuration.users.first { $0.name == user }
        var calendar = Calendar(identifier: .gregorian)
        if timeZoneFlag == nil, let configured {
            calendar.timeZone = configured.timeZone
        } else {
            calendar.timeZone = try StatsRequest.timeZone(named: timeZoneFlag, environment: environment)
        }
        var filter = configured?.exclusions ?? .none
        filter.excludedArtists += exclusionFlags.excludedArtists
        filter.excludedReleases += exclusionFlags.excludedReleases
        filter.excludedSources += exclusionFlags.excludedSources
        return UserReportSettings(calendar: calendar, filter: filter, milestones: configuration.milestones)
    }
}

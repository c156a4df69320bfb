import ListenStore
import Logging

/// Everything a step may use: whose turn it is, the shared store and settings, and where to
/// say what it is doing.
struct RunStepContext: Sendable {
    /// The user being brought up to date, or nil for the steps that span all users (the site).
    var user: UserConfiguration?
    /// The user's ListenBrainz token, from the environment or the config file.
    var token: Secret?
    /// Users whose data changed in this run (for the site step: which pages to redo).
    var changedUsers: [String]
    /// Set by `--rebuild`: build steps redo their output even when nothing changed.
    var rebuild: Bool
    /// Only this shard's users (a sharded run's configuration lists only them).
    var configuration: ListenStatsConfiguration
    /// The shard this run is, or nil for a run over every user.
    var shard: ShardAssignment? = nil
    /// Every user of the configuration, in all shards (`configuration` lists a shard's own).
    var configuredUserCount = 0
    /// The shard's own paths (its database) when sharded.
    var paths: ListenStatsPaths
    /// The process environment (e.g. `LISTENBRAINZ_API_URL`), passed in so tests set their own.
    var environment: [String: String]
    /// The run's now (`InvocationClock`), one instant for every step and user.
    var now: Int64
    var store: ListenStore
    /// Carries `user` and `step` metadata already.
    var logger: Logger
    var progress: ProgressDisplay
}

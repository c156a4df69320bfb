import Foundation
import ListenStore
import Logging

/// One `listenstats run` from a loaded configuration: take the lock, open the store, carry
/// out the plan, say what happened. The command parses flags into this; tests build it
/// directly with their own pipeline and output.
struct RunInvocation: Sendable {
    var loaded: LoadedConfiguration
    var paths: ListenStatsPaths
    var pipeline: RunPipeline
    var environment: [String: String]
    /// Only these users, when not empty.
    var selectedUsers: [String] = []
    var rebuild = false
    /// How long to wait for another run's lock before giving up with `.runInProgress`.
    var lockWait: Duration = .zero
    var logger: Logger
    var progress: ProgressDisplay = .silent
    /// The shard this run is (`--shard`, or the scheduler's index), nil for every user at once.
    var shard: ShardAssignment? = nil

    /// Runs the plan and returns its report; throws only what stops the run as a whole
    /// (a configuration error, the lock busy, the store not opening).
    func perform() async throws -> RunReport {
        let configuration = loaded.configuration
        let configSource = loaded.file ?? ListenStatsPaths.configFile(flag: nil, environment: environment).path
        guard !configuration.users.isEmpty else {
            throw CLIError(
                "no users are configured in \(configSource); add a 'users:' list (see docs/configuration.md)",
                status: .configuration)
        }
        let unknown = selectedUsers.filter { name in !configuration.users.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw CLIError(
                "no user '\(unknown.joined(separator: "', '"))' in \(configSource); configured: \(configuration.users.map(\.name).joined(separator: ", "))",
                status: .configuration)
        }
        try Self.checkEnvironment(environment)
        for warning in loaded.warnings {
            logger.warning("\(warning.description)")
        }
        var paths = self.paths
        var shardConfiguration = configuration
        if let shard {
            guard paths.isSharded || shard.count == 1 else {
                throw CLIError(
                    "\(shard.count) shards need a database each: put \(ShardAssignment.placeholder) in 'database' (e.g. database: /srv/listenstats/db/listens-{shard}.sqlite) in \(configSource)",
                    status: .configuration)
            }
            paths = paths.forShard(shard.index)
            shardConfiguration.users = configuration.users.filter { shard.holds($0.name) }
            logger.info("\(shard): \(shardConfiguration.users.count) of \(configuration.users.count) users")
        } else if paths.isSharded {
            throw CLIError(
                "the database \(paths.database) is one file per shard: pass --shard I/N, or set 'shards: N' in \(configSource)",
                status: .configuration)
        }
        let lock = try await RunLock(path: paths.lockFile, wait: lockWait)
        defer { withExtendedLifetime(lock) {} }
        logger.debug("holding \(paths.lockFile)")
        let store = try ListenStore(path: paths.database)
        var status: ShardStatus?
        if let shard {
            try ShardStamp.check(shard, database: paths.database, store: store, configSource: configSource)
            status = ShardStatus(shard: shard)
            try status?.write(in: paths)
        }
        var shared = RunStepContext(
            user: nil, token: nil, changedUsers: [], rebuild: rebuild, configuration: shardConfiguration, paths: paths,
            environment: environment, now: try InvocationClock.now(environment: environment), store: store, logger: logger,
            progress: progress)
        shared.shard = shard
        shared.configuredUserCount = configuration.users.count
        let orchestrator = RunOrchestrator(shared: shared, scrubber: SecretScrubber(configuration.secrets(in: environment)))
        let plan = pipeline.plan(for: shardConfiguration, only: selectedUsers)
        if plan.users.allSatisfy(\.steps.isEmpty), plan.finishing.isEmpty {
            logger.notice("this build has no sync, import or report stage to run")
        }
        let report = await orchestrator.execute(plan)
        if var status {
            status.finish(report)
            try status.write(in: paths)
        }
        return report
    }
}

extension RunInvocation {
    /// Checks every environment variable a run's steps read, as their commands' flags are
    /// checked: a variable set wrong stops the run before the lock is taken or anything is
    /// fetched or written, with the code its flag gives, instead of failing one step per user
    /// (or, for the cover archive, being passed over in silence).
    static func checkEnvironment(_ environment: [String: String]) throws {
        _ = try ListenBrainzConnection.timeout(environment)
        _ = try ServiceAddress.listenBrainz.url(flagValue: nil, environment: environment)
        _ = try ServiceAddress.coverArtArchive.url(flagValue: nil, environment: environment)
        _ = try TemplateLocator.environmentDirectory(environment)
        _ = try InvocationClock.now(environment: environment)
    }
}

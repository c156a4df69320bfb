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
        let lock = try await RunLock(path: paths.lockFile, wait: lockWait)
        defer { withExtendedLifetime(lock) {} }
        logger.debug("holding \(paths.lockFile)")
        let store = try ListenStore(path: paths.database)
        let shared = RunStepContext(
            user: nil, token: nil, changedUsers: [], rebuild: rebuild, configuration: configuration, paths: paths,
            environment: environment, store: store, logger: logger, progress: progress)
        let orchestrator = RunOrchestrator(shared: shared, scrubber: SecretScrubber(configuration.secrets(in: environment)))
        let plan = pipeline.plan(for: configuration, only: selectedUsers)
        if plan.users.allSatisfy(\.steps.isEmpty), plan.finishing.isEmpty {
            logger.notice("this build has no sync, import or report stage to run")
        }
        return await orchestrator.execute(plan)
    }
}

import Foundation
import ListenModel

@testable import ListenStatsCLI

/// A configuration of users and a run of it with steps the test supplies, on a real store
/// and lock in a temporary directory.
struct RunFixture {
    let directory: TemporaryDirectory
    let output = CapturedOutput()
    var configuration = ListenStatsConfiguration.defaults
    var environment: [String: String] = [:]

    init(users: [String]) throws {
        directory = try TemporaryDirectory()
        configuration.users = users.map { name in
            UserConfiguration(
                name: name, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt,
                tokenVariable: "TOKEN_\(name.uppercased())", tokenInFile: nil, watchedFiles: [], exclusions: .none)
        }
    }

    var paths: ListenStatsPaths {
        ListenStatsPaths(
            database: directory.path + "/listens.sqlite", coverCache: directory.path + "/covers",
            output: directory.path + "/site")
    }

    func invocation(_ pipeline: RunPipeline, rebuild: Bool = false, lockWait: Duration = .zero) -> RunInvocation {
        RunInvocation(
            loaded: LoadedConfiguration(configuration: configuration, file: "test.yaml", warnings: []), paths: paths,
            pipeline: pipeline, environment: ExecutableExitCodeTests.pinnedNow.merging(environment) { _, given in given },
            rebuild: rebuild, lockWait: lockWait,
            logger: output.logger(secrets: configuration.secrets(in: environment)))
    }
}

/// Records the order steps were called in, across users.
final class StepJournal: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    var calls: [String] { lock.withLock { entries } }

    func note(_ step: String, _ context: RunStepContext) {
        lock.withLock { entries.append("\(context.user?.name ?? "*") \(step)") }
    }
}

/// An error a step throws, mapped like a network failure.
struct Unreachable: Error, CustomStringConvertible {
    var description: String { "ListenBrainz is unreachable" }
}

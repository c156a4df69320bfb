import ArgumentParser
import Foundation

/// `listenstats run`: the cron entry point that brings every configured user up to date.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Sync every configured user, then rebuild what changed (reports, site).",
        discussion: """
            For each user in the config file, in order: sync new listens from ListenBrainz, \
            import the export files listed under 'import:', then rebuild that user's reports \
            if anything changed; finally rebuild the site. A user that fails does not stop the \
            others. Two runs on one database never overlap: the second exits with code 5, or \
            waits up to --wait seconds for the first.

            Exit codes: 0 done, 3 nothing to do, 4 some users failed, 5 another run busy, \
            69 network, 65 data, 78 configuration (see "Exit codes" in docs/cron.md).

            Examples:
              listenstats run                     # everyone in the config file
              listenstats run --user rob --quiet  # one user, errors only
              listenstats run --wait 600 --log-format json
              listenstats run --shard 2/4         # shard 2 of 4; then run --merge
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("user"), help: "Only this configured user (repeatable).")
    var users: [String] = []

    @Option(help: "Where reports and the site go (default: $LISTENSTATS_OUTPUT or the config's 'output').")
    var output: String?

    @Option(help: ArgumentHelp("Wait up to SECONDS for another run to finish instead of exiting with code 5.", valueName: "SECONDS"))
    var wait: Int = 0

    @Flag(help: "Rebuild reports and the site even when no listens are new.")
    var rebuild = false

    @Option(help: ArgumentHelp(
        "Run only shard I of N (from 0): the users whose hash falls in it, with the database named by {shard}. With 'shards: N' in the config, I alone; by default I is read from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID.",
        valueName: "I/N"))
    var shard: String?

    @Flag(help: "After the shards: write the pages spanning users (front page, feed, comparison, sitemap) from their sites.")
    var merge = false

    func validate() throws {
        guard wait >= 0 else { throw ValidationError("--wait takes a number of seconds, 0 or more") }
        if merge {
            guard shard == nil else { throw ValidationError("--merge runs after the shards; it takes no --shard") }
            guard users.isEmpty, !rebuild else { throw ValidationError("--merge takes neither --user nor --rebuild: it builds from the shards' sites") }
        }
    }

    func run() async throws {
        let loaded = try global.loadConfiguration()
        let environment = global.environment
        let secrets = loaded.configuration.secrets(in: environment)
        let logger = global.makeLogger(secrets: secrets)
        let stderr = OutputSink.standardError
        let paths = global.paths(for: loaded.configuration, output: output)
        if merge {
            let outcome = try await RunMerge(loaded: loaded, paths: paths, lockWait: .seconds(wait), logger: logger).perform()
            if !global.quiet || outcome.status != .success && outcome.status != .nothingToDo {
                let scrubber = SecretScrubber(secrets)
                for line in outcome.lines { OutputSink.standardOutput.write(scrubber.scrub(line) + "\n") }
            }
            if outcome.status != .success { throw ExitCode(outcome.status.rawValue) }
            return
        }
        var invocation = RunInvocation(
            loaded: loaded, paths: paths,
            pipeline: .standard, environment: environment, selectedUsers: users, rebuild: rebuild,
            lockWait: .seconds(wait), logger: logger,
            progress: ProgressDisplay(sink: stderr, enabled: !global.quiet && stderr.allowsStyling(environment: environment)))
        invocation.shard = try ShardAssignment.resolve(
            flag: shard, configured: loaded.configuration.shardCount, environment: environment)
        let report = try await invocation.perform()
        let status = report.exitStatus
        if !global.quiet || status != .success && status != .nothingToDo {
            let stdout = OutputSink.standardOutput
            let scrubber = SecretScrubber(secrets)
            for line in report.summaryLines(styled: stdout.allowsStyling(environment: environment)) {
                stdout.write(scrubber.scrub(line) + "\n")
            }
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }
}

import ArgumentParser
import Foundation

/// `listenstats reshard --to M`: the one way a user changes shard.
struct ReshardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reshard",
        abstract: "Move users between the shard databases for a new number of shards.",
        discussion: """
            With every shard stopped: moves each user whose shard changes into their new \
            shard's database ('database' with {shard}), then records the new count beside each \
            database. Then set 'shards' in the config to the new count. A run never moves a \
            user: one whose database was made for another count stops with exit 78. Growing \
            from N to M shards moves only users into the new shards (docs/sharding.md).

            Exit codes: 0 done, 3 no user had to move, 5 a shard is running, 78 configuration.

            Examples:
              listenstats reshard --to 6
              listenstats reshard --to 8 --wait 600   # wait for running shards
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The new number of shards.")
    var to: Int

    @Option(help: ArgumentHelp("Wait up to SECONDS for running shards instead of exiting with code 5.", valueName: "SECONDS"))
    var wait: Int = 0

    func validate() throws {
        guard to >= 1 else { throw ValidationError("--to takes a number of shards, 1 or more") }
        guard wait >= 0 else { throw ValidationError("--wait takes a number of seconds, 0 or more") }
    }

    func run() async throws {
        let loaded = try global.loadConfiguration()
        let paths = global.paths(for: loaded.configuration)
        guard paths.isSharded else {
            throw CLIError(
                "the database \(paths.database) is one file for everyone: put \(ShardAssignment.placeholder) in 'database' in \(loaded.file ?? "the config file") (rename the file to shard 0's name first: \(paths.forShard(0).database))",
                status: .configuration)
        }
        let from = try ShardMoves.currentCount(paths, configured: loaded.configuration.shardCount)
        let moved = try await ShardMoves(
            paths: paths, from: from, to: to, lockWait: .seconds(wait), logger: global.makeLogger()
        ).perform()
        let out = OutputSink.standardOutput
        if !global.quiet {
            for move in moved {
                out.write("\(TerminalText.escaped(move.user)): shard \(move.from) → \(move.to), \(move.listens) listens\n")
            }
            out.write("\(moved.count) users moved from \(from) to \(to) shards")
            out.write(loaded.configuration.shardCount == to ? "\n" : "; now set 'shards: \(to)' in \(loaded.file ?? "the config file")\n")
        }
        if moved.isEmpty { throw ExitCode(ExitStatus.nothingToDo.rawValue) }
    }
}

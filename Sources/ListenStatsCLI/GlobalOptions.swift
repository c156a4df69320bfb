import ArgumentParser
import Foundation
import ListenStore
import Logging

/// Options every command shares: where things are, and how much to say.
///
/// Each setting is taken from the flag, then the environment, then the config file.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite database (default: $LISTENSTATS_DB, the config's 'database', or $XDG_DATA_HOME/listenstats/listens.sqlite).")
    var db: String?

    @Option(name: .long, help: "The config file (default: $LISTENSTATS_CONFIG or $XDG_CONFIG_HOME/listenstats/config.yaml).")
    var config: String?

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print debug detail too.")
    var verbose = false

    @Option(name: .customLong("log-format"), help: "Log records as 'text' lines or 'json' objects, on standard error.")
    var logFormat: LogFormat = .text

    func validate() throws {
        if quiet && verbose {
            throw ValidationError("--quiet and --verbose contradict each other; pass one")
        }
    }

    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// This invocation's now: `$LISTENSTATS_NOW`, else the system clock (`InvocationClock`).
    func now() throws -> Int64 { try InvocationClock.now(environment: environment) }

    /// The config file, or the defaults when none was named and the default one is absent.
    func loadConfiguration() throws(ConfigurationError) -> LoadedConfiguration {
        let (file, explicit) = ListenStatsPaths.configFile(flag: config, environment: environment)
        guard explicit || FileManager.default.fileExists(atPath: file) else {
            return LoadedConfiguration(configuration: .defaults, file: nil, warnings: [])
        }
        let variable = config == nil ? ListenStatsPaths.Variable.config : nil
        return try ConfigurationLoader().load(file: file, namedBy: explicit ? variable : nil)
    }

    /// Where everything lives for `configuration`, flags and environment first.
    func paths(for configuration: ListenStatsConfiguration, output: String? = nil) -> ListenStatsPaths {
        ListenStatsPaths(databaseFlag: db, outputFlag: output, configuration: configuration, environment: environment)
    }

    /// The database path: the flag, `$LISTENSTATS_DB`, the config file's, or the XDG data
    /// directory. A config file that is there (or named) but does not load is exit 78: writing
    /// to the default database instead of the configured one would be a silent mistake.
    func databasePath() throws -> String {
        let paths = paths(for: try loadConfiguration().configuration)
        guard !paths.isSharded else {
            throw CLIError(
                "the database \(paths.database) is one file per shard; pass --db with one shard's file (`listenstats run --shard` is the command that picks it)",
                status: .configuration)
        }
        return paths.database
    }

    /// Opens the database, creating it when missing: for the commands that write listens.
    func openStore() throws -> ListenStore {
        try ListenStore(path: databasePath())
    }

    /// Opens a database that must already exist: for the commands that only read listens, so a
    /// mistyped `--db` is named as such instead of leaving an empty database behind.
    func openExistingStore() throws -> ListenStore {
        let path = try databasePath()
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError(
                "no database at \(path); sync or import listens there first (`listenstats sync --user NAME`), or pass --db",
                status: .noInput)
        }
        return try ListenStore(path: path)
    }

    /// The level records are kept at: errors only, the usual, or everything.
    var logLevel: Logger.Level {
        quiet ? .error : verbose ? .debug : .info
    }

    /// A logger writing to standard error in the chosen format, never showing `secrets`.
    func makeLogger(secrets: [Secret] = [], sink: OutputSink = .standardError) -> Logger {
        let handler = ListenStatsLogHandler(
            level: logLevel, format: logFormat, styled: logFormat == .text && sink.allowsStyling(environment: environment),
            scrubber: SecretScrubber(secrets), sink: sink)
        return Logger(label: "listenstats") { _ in handler }
    }
}

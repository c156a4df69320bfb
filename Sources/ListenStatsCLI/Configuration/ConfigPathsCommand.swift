import ArgumentParser

/// `listenstats config paths`: where the config, database, cover cache, output and lock are.
struct ConfigPathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths",
        abstract: "Print the files and folders in use, after flags, environment and config file.",
        discussion: """
            Examples:
              listenstats config paths
              LISTENSTATS_DB=/srv/listens.sqlite listenstats config paths
            """)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let loaded = try global.loadConfiguration()
        let paths = global.paths(for: loaded.configuration)
        let config = ListenStatsPaths.configFile(flag: global.config, environment: global.environment)
        print("config       \(config.path)\(loaded.file == nil ? " (absent)" : "")")
        print("database     \(paths.database)")
        print("lock         \(paths.lockFile)")
        print("cover cache  \(paths.coverCache)")
        print("output       \(paths.output)")
    }
}

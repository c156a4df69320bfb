import Foundation

/// Where everything lives, each chosen by the flag, then the environment, then the config
/// file, then the XDG base directories.
struct ListenStatsPaths: Sendable, Equatable {
    var database: String
    var coverCache: String
    var output: String

    /// The advisory lock beside the database that keeps two runs on it apart.
    var lockFile: String { database + ".lock" }

    /// Beside the database while listens changed that the last finished build did not publish
    /// (a run killed between its sync and its site build): the next run builds even with
    /// nothing new.
    var unpublishedMarker: String { database + ".unpublished" }

    /// What `run` knows of the watched export files it imported (`WatchedFileLedger`).
    var watchedFileLedger: String { database + ".watched.json" }

    /// Whether the database is one per shard (`{shard}` in its path).
    var isSharded: Bool { database.contains(ShardAssignment.placeholder) }

    /// Shard `index`'s paths: `{shard}` in the database and the cover cache filled with it.
    func forShard(_ index: Int) -> ListenStatsPaths {
        ListenStatsPaths(
            database: database.replacingOccurrences(of: ShardAssignment.placeholder, with: String(index)),
            coverCache: coverCache.replacingOccurrences(of: ShardAssignment.placeholder, with: String(index)), output: output)
    }

    /// Beside the output folder, on the same volume: each shard's own site and state
    /// (`site.shards/2/`), which the merge reads.
    var shardsFolder: String {
        var folder = output
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder + ".shards"
    }

    /// Shard `index`'s folder in `shardsFolder`: its site (`site/`) and its state (`status.json`).
    func shardFolder(_ index: Int) -> String { shardsFolder + "/" + String(index) }

    /// Environment variables a person can set instead of flags.
    enum Variable {
        static let config = "LISTENSTATS_CONFIG"
        static let database = "LISTENSTATS_DB"
        static let output = "LISTENSTATS_OUTPUT"
        static let coverCache = "LISTENSTATS_COVER_CACHE"
    }

    init(database: String, coverCache: String, output: String) {
        self.database = database
        self.coverCache = coverCache
        self.output = output
    }

    init(
        databaseFlag: String?, outputFlag: String? = nil, configuration: ListenStatsConfiguration,
        environment: [String: String]
    ) {
        let xdg = XDGDirectories(environment: environment)
        database =
            databaseFlag ?? environment.nonEmpty(Variable.database) ?? configuration.databasePath
            ?? xdg.data + "/listenstats/listens.sqlite"
        coverCache =
            environment.nonEmpty(Variable.coverCache) ?? configuration.coverCachePath
            ?? xdg.cache + "/listenstats/covers"
        output = outputFlag ?? environment.nonEmpty(Variable.output) ?? configuration.outputDirectory ?? "Output"
    }

    /// The config file to read: `--config`, `$LISTENSTATS_CONFIG`, or the XDG config directory.
    /// `explicit` is false for the default location, which may be absent without error.
    static func configFile(flag: String?, environment: [String: String]) -> (path: String, explicit: Bool) {
        if let flag { return (flag, true) }
        if let variable = environment.nonEmpty(Variable.config) { return (variable, true) }
        return (XDGDirectories(environment: environment).config + "/listenstats/config.yaml", false)
    }

    /// `~/music` → `/home/rob/music`; other paths unchanged.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return NSHomeDirectory() + path.dropFirst()
    }
}

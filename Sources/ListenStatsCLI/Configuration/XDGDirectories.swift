import Foundation

/// The XDG base directories, with the specification's fallbacks under `$HOME`.
struct XDGDirectories {
    var config: String
    var data: String
    var cache: String

    init(environment: [String: String]) {
        let home = environment.nonEmpty("HOME") ?? NSHomeDirectory()
        config = environment.nonEmpty("XDG_CONFIG_HOME") ?? home + "/.config"
        data = environment.nonEmpty("XDG_DATA_HOME") ?? home + "/.local/share"
        cache = environment.nonEmpty("XDG_CACHE_HOME") ?? home + "/.cache"
    }
}

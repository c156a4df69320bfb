import Testing

@testable import ListenStatsCLI

@Suite("Paths")
struct ListenStatsPathsTests {
    let environment = ["HOME": "/home/rob", "XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "", "XDG_CONFIG_HOME": "/conf"]

    @Test("with nothing set, everything is under the XDG directories")
    func xdgDefaults() {
        let paths = ListenStatsPaths(databaseFlag: nil, configuration: .defaults, environment: environment)
        #expect(paths.database == "/data/listenstats/listens.sqlite")
        #expect(paths.lockFile == "/data/listenstats/listens.sqlite.lock")
        #expect(paths.coverCache == "/home/rob/.cache/listenstats/covers")
        #expect(paths.output == "Output")
        #expect(ListenStatsPaths.configFile(flag: nil, environment: environment) == ("/conf/listenstats/config.yaml", false))
    }

    @Test("the flag beats the environment, which beats the config file")
    func precedence() {
        var configuration = ListenStatsConfiguration.defaults
        configuration.databasePath = "/from/config.sqlite"
        configuration.outputDirectory = "/from/config/site"
        configuration.coverCachePath = "/from/config/covers"
        var environment = self.environment
        #expect(ListenStatsPaths(databaseFlag: nil, configuration: configuration, environment: environment).database == "/from/config.sqlite")
        environment["LISTENSTATS_DB"] = "/from/env.sqlite"
        environment["LISTENSTATS_OUTPUT"] = "/from/env/site"
        environment["LISTENSTATS_COVER_CACHE"] = "/from/env/covers"
        environment["LISTENSTATS_CONFIG"] = "/from/env/config.yaml"
        let fromEnvironment = ListenStatsPaths(databaseFlag: nil, configuration: configuration, environment: environment)
        #expect(fromEnvironment == ListenStatsPaths(database: "/from/env.sqlite", coverCache: "/from/env/covers", output: "/from/env/site"))
        #expect(ListenStatsPaths.configFile(flag: nil, environment: environment) == ("/from/env/config.yaml", true))
        let fromFlags = ListenStatsPaths(
            databaseFlag: "/flag.sqlite", outputFlag: "/flag/site", configuration: configuration, environment: environment)
        #expect(fromFlags.database == "/flag.sqlite")
        #expect(fromFlags.output == "/flag/site")
        #expect(ListenStatsPaths.configFile(flag: "/flag.yaml", environment: environment) == ("/flag.yaml", true))
    }
}

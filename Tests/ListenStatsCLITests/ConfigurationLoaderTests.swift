import Foundation
import ListenModel
import Testing

@testable import ListenStatsCLI

@Suite("Config file")
struct ConfigurationLoaderTests {
    let loader = ConfigurationLoader(isWorldReadable: { _ in false })

    static let example = """
        database: /srv/listenstats/listens.sqlite
        output: /srv/listenstats/site
        site_title: Family listening
        theme: dark
        formats: [html, markdown, json]
        ranges: [week, year, all_time]
        users:
          - name: rob
            time_zone: Europe/Berlin
            token_env: LISTENBRAINZ_TOKEN_ROB
            import: [/srv/exports/rob-lastfm.csv]
            exclude:
              artists: [Baby Shark, 0383DADF-2A4E-4D10-A46A-E9E041DA8EB3]
              releases: [Frozen]
              sources: [spotify]
          - name: "no"
            time_zone: UTC
        """

    @Test("a full config reads into users, zones, exclusions and build settings")
    func readsEverything() throws {
        let loaded = try loader.parse(Self.example, file: "config.yaml")
        let configuration = loaded.configuration
        #expect(loaded.warnings.isEmpty)
        #expect(configuration.databasePath == "/srv/listenstats/listens.sqlite")
        #expect(configuration.outputDirectory == "/srv/listenstats/site")
        #expect(configuration.siteTitle == "Family listening")
        #expect(configuration.theme == .dark)
        #expect(configuration.formats == [.html, .markdown, .json])
        #expect(configuration.ranges == [.week, .year, .allTime])
        #expect(configuration.users.map(\.name) == ["rob", "no"])
        let rob = configuration.users[0]
        #expect(rob.timeZone.identifier == "Europe/Berlin")
        #expect(rob.tokenVariable == "LISTENBRAINZ_TOKEN_ROB")
        #expect(rob.watchedFiles == ["/srv/exports/rob-lastfm.csv"])
        #expect(
            rob.exclusions
                == StatFilter(
                    excludedArtists: ["Baby Shark", "0383DADF-2A4E-4D10-A46A-E9E041DA8EB3"], excludedReleases: ["Frozen"],
                    excludedSources: [.spotify]))
    }

    @Test("a user named no stays the string no, not YAML's false")
    func noTypeGuessing() throws {
        let loaded = try loader.parse("users:\n  - name: no\n    time_zone: UTC\n", file: "c.yaml")
        #expect(loaded.configuration.users.map(\.name) == ["no"])
    }

    @Test("every mistake is reported at its own line, all at once")
    func errorsCarryLines() throws {
        let text = """
            theme: drak
            users:
              - name: rob
                time_zon: Europe/Berlin
              - name: ana
                time_zone: Europe/Berln
            formats: [html, pdf]
            """
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        let lines = error?.issues.map(\.description) ?? []
        #expect(
            lines == [
                "c.yaml:1: error: 'drak' is not a valid theme; use one of: light, dark",
                "c.yaml:3: error: the user 'rob' needs a 'time_zone', e.g. 'time_zone: Europe/Berlin' (or UTC for ListenBrainz's own numbers)",
                "c.yaml:4: error: unknown key 'time_zon' in a user; did you mean 'time_zone'? (known: name, time_zone, token_env, token, import, exclude, source, statistics)",
                "c.yaml:6: error: unknown time zone 'Europe/Berln'; use an IANA name such as Europe/Berlin or America/New_York",
                "c.yaml:7: error: 'pdf' is not a valid formats; use one of: html, md, json, markdown",
            ])
    }

    @Test("a YAML syntax error names its line")
    func syntaxErrorLine() throws {
        let text = "site_title: ok\nusers:\n  - name: rob\n   time_zone: [UTC\n"
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        let issue = try #require(error?.issues.first)
        #expect(issue.line == 4)
        #expect(issue.message.hasPrefix("not valid YAML"))
    }

    @Test("a user configured twice is an error at the second entry")
    func duplicateUser() throws {
        let text = "users:\n  - name: rob\n    time_zone: UTC\n  - name: rob\n    time_zone: UTC\n"
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        #expect(error?.issues.map(\.description) == ["c.yaml:4: error: the user 'rob' is configured twice"])
    }

    @Test("token_env must name a variable, not hold the token")
    func tokenEnvIsAName() throws {
        let text = "users:\n  - name: rob\n    time_zone: UTC\n    token_env: 9f3c-a1b2-token\n"
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        #expect(error?.issues.first?.line == 4)
    }

    @Test("a token in a world-readable file is a warning at its line, without the token")
    func worldReadableToken() throws {
        let text = "users:\n  - name: rob\n    time_zone: UTC\n    token: s3cr3t-t0ken-value\n"
        let readable = ConfigurationLoader(isWorldReadable: { _ in true })
        let loaded = try readable.parse(text, file: "c.yaml")
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.line == 4)
        #expect(loaded.warnings.first?.severity == .warning)
        #expect(loaded.warnings.first?.description.contains("s3cr3t") == false)
        #expect(try loader.parse(text, file: "c.yaml").warnings.isEmpty)
    }

    @Test("the file's mode decides whether it is world-readable")
    func modeBits() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("config.yaml", contents: "users: []\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        #expect(ConfigurationLoader.fileIsWorldReadable(file))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        #expect(!ConfigurationLoader.fileIsWorldReadable(file))
    }

    @Test("the token comes from the named variable before the file")
    func tokenPrecedence() throws {
        let text = "users:\n  - name: rob\n    time_zone: UTC\n    token_env: ROB_TOKEN\n    token: from-the-file\n"
        let rob = try #require(try loader.parse(text, file: "c.yaml").configuration.users.first)
        #expect(rob.token(in: ["ROB_TOKEN": "from-the-env"])?.reveal() == "from-the-env")
        #expect(rob.token(in: [:])?.reveal() == "from-the-file")
        #expect(rob.token(in: ["ROB_TOKEN": ""])?.reveal() == "from-the-file")
    }

    @Test("a missing file is a configuration error naming it")
    func missingFile() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try loader.load(file: "/nonexistent/listenstats.yaml")
        }
        #expect(error?.description.hasPrefix("/nonexistent/listenstats.yaml: error: cannot read the config file") == true)
    }

    @Test("ranges the site cannot publish are rejected at their line, not ignored")
    func siteRanges() throws {
        let text = "ranges: [week, quarter]\nusers:\n  - name: rob\n    time_zone: UTC\n"
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        let lines = error?.issues.map(\.description) ?? []
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("c.yaml:1:") == true)
        #expect(lines.first?.contains("week, month, year, all_time") == true)
    }
}

@Suite("Example config")
struct ExampleConfigurationTests {
    @Test("the example in scripts/examples passes the check")
    func exampleIsValid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appending(path: "scripts/examples/config.yaml").path
        let loaded = try ConfigurationLoader(isWorldReadable: { _ in false }).load(file: file)
        #expect(loaded.configuration.users.map(\.name) == ["rob", "ana", "lee"])
        #expect(loaded.configuration.users.map(\.source) == [.local, .local, .listenbrainz])
        #expect(loaded.configuration.users.map(\.fetchesStatistics) == [false, true, true])
        #expect(loaded.configuration.users.map(\.syncsListens) == [true, true, false])
        #expect(loaded.configuration.users.first?.watchedFiles.first?.hasSuffix("/exports/rob-lastfm.csv") == true)
    }
}

import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

@testable import ListenStatsCLI

@Suite("listenstats doctor")
struct DoctorTests {
    static func doctor(users: [String], database: String, environment: [String: String] = [:], api: URL? = nil) -> Doctor {
        var configuration = ListenStatsConfiguration.defaults
        configuration.users = users.map {
            UserConfiguration(
                name: $0, timeZone: .gmt, tokenVariable: "TOKEN_\($0.uppercased())", tokenInFile: nil, watchedFiles: [],
                exclusions: .none)
        }
        let loaded = LoadedConfiguration(configuration: configuration, file: "/etc/listenstats.yaml", warnings: [])
        return Doctor(
            configuration: .success(loaded),
            paths: ListenStatsPaths(database: database, coverCache: "/tmp/covers", output: "/tmp/site"),
            environment: environment, apiURL: api)
    }

    @Test("the database check reports integrity, schema and listens per user")
    func database() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/listens.sqlite"
        let store = try ListenStore(path: path)
        try store.insert([Listen(listenedAt: 1_700_000_000, track: Track(artistName: "A", trackName: "T"), source: .demo)], user: "rob")
        let findings = Self.doctor(users: ["rob"], database: path).databaseFindings()
        #expect(findings.map(\.status) == [.ok, .ok, .ok])
        #expect(findings[0].detail.hasPrefix("\(path): integrity ok, "))
        let migrations = try store.diagnostics().appliedMigrations
        #expect(findings[1].detail == "schema: \(migrations.last ?? "") (\(migrations.count) migration(s))")
        #expect(findings[2].detail == "listens: rob 1")
    }

    @Test("a damaged database is a problem that says it is damaged and how to recover")
    func damagedDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/listens.sqlite"
        do {
            let store = try ListenStore(path: path)
            try store.insert([Listen(listenedAt: 1_700_000_000, track: Track(artistName: "A", trackName: "T"), source: .demo)], user: "rob")
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        // The whole last 16 KB page: it is the root of an empty metadata table (those tables
        // come last), whose unused tail SQLite rightly ignores, so its header must go too.
        try handle.seek(toOffset: size - 16_384)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_384))
        try handle.close()
        let findings = Self.doctor(users: ["rob"], database: path).databaseFindings()
        #expect(findings.map(\.status) == [.problem])
        #expect(findings.first?.detail.hasPrefix("\(path) is damaged: ") == true)
        #expect(findings.first?.fix?.contains("restore a backup") == true)
    }

    @Test("a missing database is a warning that says how to make one")
    func missingDatabase() {
        let findings = Self.doctor(users: [], database: "/nonexistent/listens.sqlite").databaseFindings()
        #expect(findings.map(\.status) == [.warning])
        #expect(findings.first?.fix?.contains("listenstats sync") == true)
    }

    @Test("a token_env that is not set is a warning, naming the variable only")
    func unsetToken() {
        let findings = Self.doctor(users: ["rob"], database: "/x", environment: [:]).configurationFindings()
        #expect(findings.map(\.status) == [.ok, .warning])
        #expect(findings[1].detail == "TOKEN_ROB (token_env of 'rob') is not set")
    }

    @Test("--check-api asks the server about each user and sends the token")
    func api() async throws {
        let seenToken = TokenBox()
        let server = try LoopbackServer { request, _ in
            switch request.path {
            case "/1/user/rob/listen-count":
                seenToken.value = request.header("Authorization")
                return LoopbackServer.Response(status: 200, json: #"{"payload":{"count":3}}"#)
            default:
                return LoopbackServer.Response(status: 404)
            }
        }
        defer { server.stop() }
        let root = server.baseURL
        let doctor = Self.doctor(users: ["rob", "ana"], database: "/x", environment: ["TOKEN_ROB": "rob-secret-token"], api: root)
        let findings = await doctor.apiFindings(root)
        #expect(findings.map(\.status) == [.ok, .problem])
        #expect(findings[0].detail == "127.0.0.1 knows 'rob'")
        #expect(findings[1].detail == "127.0.0.1 has no user 'ana'")
        #expect(seenToken.value == "Token rob-secret-token")
    }
}

/// The Authorization header the test server saw.
final class TokenBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var value: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

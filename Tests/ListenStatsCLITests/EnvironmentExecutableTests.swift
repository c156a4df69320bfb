import Foundation
import Testing

/// The real executable with environment variables set wrong: each is refused with its flag's
/// code and a message naming the variable, where it used to be ignored or replaced in silence.
@Suite("listenstats with environment variables set wrong")
struct EnvironmentExecutableTests {
    static func run(_ arguments: [String], home: TemporaryDirectory, environment: [String: String]) async throws -> ExecutableExitCodeTests.Outcome {
        try await ExecutableExitCodeTests.running(arguments, home: home, environment: environment)
    }

    @Test("TZ=Garbage/Zone is 64 naming TZ, as --timezone Garbage/Zone is; TZ=JST-9 is UTC+9, not UTC")
    func timeZone() async throws {
        let home = try await CoversCommandTests.prepared()
        let stats = ["stats", "--user", "rob", "--range", "all_time", "--format", "json"]
        let fromVariable = try await Self.run(stats, home: home, environment: ["TZ": "Garbage/Zone"])
        #expect(fromVariable.status == 64, "\(fromVariable.standardError)")
        #expect(fromVariable.standardError.contains("TZ=Garbage/Zone is not an IANA time zone"), "\(fromVariable.standardError)")
        let fromFlag = try await Self.run(stats + ["--timezone", "Garbage/Zone"], home: home, environment: [:])
        #expect(fromFlag.status == 64, "\(fromFlag.standardError)")
        let posix = try await Self.run(stats, home: home, environment: ["TZ": "JST-9"])
        #expect(posix.status == 0, "\(posix.standardError)")
        #expect(posix.standardOutput.contains("GMT+0900"))
    }

    @Test("LISTENSTATS_TEMPLATES=/nonexistent is 78 naming it, as --templates /nonexistent is")
    func templates() async throws {
        let home = try await CoversCommandTests.prepared()
        let report = ["report", "--user", "rob", "--range", "all_time", "--timezone", "UTC", "--out", home.path + "/out"]
        let fromVariable = try await Self.run(report, home: home, environment: ["LISTENSTATS_TEMPLATES": "/nonexistent"])
        #expect(fromVariable.status == 78, "\(fromVariable.standardError)")
        #expect(fromVariable.standardError.contains("LISTENSTATS_TEMPLATES=/nonexistent is not a templates folder"))
        let fromFlag = try await Self.run(report + ["--templates", "/nonexistent"], home: home, environment: [:])
        #expect(fromFlag.status == 78, "\(fromFlag.standardError)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/out"))
    }

    @Test("run refuses LISTENSTATS_COVER_ART_URL=ftp://x with 64 before it syncs, as covers --archive-url ftp://x")
    func coverArchive() async throws {
        let home = try await CoversCommandTests.prepared()
        try FileManager.default.createDirectory(atPath: home.path + "/config/listenstats", withIntermediateDirectories: true)
        _ = try home.file("config/listenstats/config.yaml", contents: "fetch_covers: true\nusers:\n  - name: rob\n    time_zone: UTC\n")
        let run = try await Self.run(["run", "--output", home.path + "/site"], home: home, environment: ["LISTENSTATS_COVER_ART_URL": "ftp://x"])
        #expect(run.status == 64, "\(run.standardError)")
        #expect(run.standardError.contains("LISTENSTATS_COVER_ART_URL=ftp://x is not an http(s) URL"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/site"))
        let covers = try await Self.run(["covers", "--user", "rob"], home: home, environment: ["LISTENSTATS_COVER_ART_URL": "ftp://x"])
        #expect(covers.status == 64, "\(covers.standardError)")
        #expect(covers.standardError.contains("LISTENSTATS_COVER_ART_URL=ftp://x"), "\(covers.standardError)")
    }

    @Test("LISTENBRAINZ_API_URL=garbage is 64 naming it")
    func apiURL() async throws {
        let home = try TemporaryDirectory()
        let sync = try await Self.run(["sync", "--user", "rob"], home: home, environment: ["LISTENBRAINZ_API_URL": "garbage"])
        #expect(sync.status == 64, "\(sync.standardError)")
        #expect(sync.standardError.contains("LISTENBRAINZ_API_URL=garbage is not an http(s) URL"), "\(sync.standardError)")
    }
}

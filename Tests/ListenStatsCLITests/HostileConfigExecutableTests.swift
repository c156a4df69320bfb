import Foundation
import Testing

/// The real executable reading config files made to explode: each ends with 78 and a message
/// naming the file, in seconds, under 300 MB.
@Suite("listenstats against hostile config files")
struct HostileConfigExecutableTests {
    static func checking(_ yaml: String) async throws -> HostileServerExecutableTests.Outcome {
        let home = try ExecutableExitCodeTests.configured(yaml)
        return try await HostileServerExecutableTests.run(["config", "check"], home: home)
    }

    static func expectRefused(_ outcome: HostileServerExecutableTests.Outcome, saying message: String) {
        #expect(outcome.status == 78, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("config/listenstats/config.yaml"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.peakMegabytes < 300, "\(outcome.peakMegabytes) MB")
        #expect(outcome.seconds < 30, "a ceiling, not a benchmark: \(outcome.seconds) s")
    }

    @Test("3,000 aliases of a scalar of 900 KB: 78 at once, naming the file", HostileServerExecutableTests.needsTime)
    func aliasBomb() async throws {
        let yaml =
            "site_title: &big " + String(repeating: "x", count: 900 * 1024) + "\nusers:\n  - name: rob\n    time_zone: UTC\n"
            + "    exclude:\n      artists: [" + Array(repeating: "*big", count: 3000).joined(separator: ", ") + "]\n"
        Self.expectRefused(try await Self.checking(yaml), saying: "repeat their anchors past 8 MiB of text")
    }

    @Test("a billion laughs, as a value or as a key: 78 at once", HostileServerExecutableTests.needsTime, arguments: [false, true])
    func billionLaughs(asKey: Bool) async throws {
        let outcome = try await Self.checking(ConfigurationBoundsTests.billionLaughs(asKey: asKey))
        Self.expectRefused(outcome, saying: "config.yaml:7: error: the aliases (*name) here repeat their anchors past 200000 values")
    }

    @Test("a config file of 2 MiB is refused unread", HostileServerExecutableTests.needsTime)
    func largeFile() async throws {
        let outcome = try await Self.checking("users: []\n# " + String(repeating: "x", count: 2 << 20) + "\n")
        Self.expectRefused(outcome, saying: "the file is larger than 1 MiB")
    }

    @Test("a config with a few anchors and aliases still works", HostileServerExecutableTests.needsTime)
    func fewAliases() async throws {
        let outcome = try await Self.checking(
            "users:\n  - name: rob\n    time_zone: &zone Asia/Tokyo\n  - name: ana\n    time_zone: *zone\n")
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }
}

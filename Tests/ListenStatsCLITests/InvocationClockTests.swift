import Foundation
import Testing

@testable import ListenStatsCLI

/// `LISTENSTATS_NOW`: the one now of an invocation, on the real executable.
@Suite("LISTENSTATS_NOW: one now for every step")
struct InvocationClockTests {
    @Test("seconds since 1970 or an ISO 8601 time with its zone; anything else is 64 naming the variable")
    func parsing() throws {
        #expect(try InvocationClock.now(environment: ["LISTENSTATS_NOW": "1772409600"]) == 1_772_409_600)
        #expect(try InvocationClock.now(environment: ["LISTENSTATS_NOW": "2026-03-02T00:00:00Z"]) == 1_772_409_600)
        #expect(try InvocationClock.now(environment: ["LISTENSTATS_NOW": "2026-03-02T01:00:00+01:00"]) == 1_772_409_600)
        let system = Int64(Date().timeIntervalSince1970)
        #expect(try InvocationClock.now(environment: ["LISTENSTATS_NOW": ""]) >= system)
        for bad in ["tomorrow", "2026-03-02", "2026-03-02T00:00:00", "-5", "1.5e9"] {
            let error = #expect(throws: CLIError.self) { try InvocationClock.now(environment: ["LISTENSTATS_NOW": bad]) }
            #expect(error?.status == .usage)
            #expect(error?.message.hasPrefix("LISTENSTATS_NOW must be seconds since 1970 or an ISO 8601 time") == true, "\(bad)")
        }
        let fromRun = #expect(throws: CLIError.self) { try RunInvocation.checkEnvironment(["LISTENSTATS_NOW": "soon"]) }
        #expect(fromRun?.status == .usage)
    }

    @Test("import calls listens after it future, site marks the periods it falls in as in progress, and a bad value writes nothing")
    func importAndSite() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        // Two weeks from Monday 2 March 2026; now is Wednesday 11 March, noon UTC.
        let file = try home.file("history.jsonl", contents: SitePublicationTests.history(weeks: 2))
        let wednesday = ["LISTENSTATS_NOW": "2026-03-11T12:00:00Z"]

        let refused = try await ExecutableExitCodeTests.running(
            ["import", file, "--user", "ana", "--db", database], home: home, environment: ["LISTENSTATS_NOW": "next week"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("LISTENSTATS_NOW must be seconds since 1970"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: database))

        let imported = try await ExecutableExitCodeTests.running(
            ["import", file, "--user", "ana", "--db", database], home: home, environment: wednesday)
        #expect(imported.status == 0, "\(imported.standardError)")
        // A day's listens start at 08:00, 25 minutes apart: Wednesday's 11th and 12th come after
        // noon, and Thursday to Sunday's 13 + 14 + 15 + 16 lie ahead.
        #expect(imported.standardOutput.contains("skipped: 60 in the future"), "\(imported.standardOutput)")

        func weekInProgress(now: [String: String]) async throws -> Bool? {
            let out = home.path + "/site-\(now["LISTENSTATS_NOW"] ?? "")"
            let built = try await ExecutableExitCodeTests.running(
                SitePublicationTests.siteArguments + ["--out", out, "--db", database, "--quiet"], home: home, environment: now)
            try #require(built.status == 0, "\(built.standardError)")
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/ana/week/2026-W11/data.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return (object["period"] as? [String: Any])?["in_progress"] as? Bool
        }
        #expect(try await weekInProgress(now: wednesday) == true)
        #expect(try await weekInProgress(now: ["LISTENSTATS_NOW": "2026-04-01T00:00:00Z"]) == nil)
    }
}

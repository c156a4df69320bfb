import Foundation
import ListenBrainzTestServer
import Testing

/// One question, one answer: the zone given by flag, config or environment, read the same way
/// by `stats`, `report`, `site` and `run`, gives the same figures on every surface.
@Suite("listenstats: the same figures from every command")
struct OneAnswerTests {
    /// A listen every thirteen hours from 20 December 2023 to 10 January 2025 (UTC), and three
    /// around New Year's midnight, so that 2024 holds a different count in New York (676),
    /// UTC (677) and Tokyo (679).
    static let times =
        (Array(stride(from: Int64(1_703_030_400), to: 1_736_467_200, by: 46_800)) + [1_704_052_800, 1_704_074_400, 1_704_078_000])
        .sorted()
    static let history = times.map { time in
        #"{"listened_at": \#(time), "track_metadata": {"artist_name": "Artist \#(time % 7)", "track_name": "Song \#(time % 23)"}}"#
    }.joined(separator: "\n") + "\n"

    /// 2024's listens with the year cut in `zone`, counted here.
    static func expectedCount(in zone: String) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let start = Int64(calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!.timeIntervalSince1970)
        let end = Int64(calendar.date(from: DateComponents(year: 2025, month: 1, day: 1))!.timeIntervalSince1970)
        return times.filter { $0 >= start && $0 < end }.count
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func figures(_ object: [String: Any]) throws -> [String] {
        let stats = try #require(object["stats"] as? [String: Any])
        let window = try #require(stats["window"] as? [String: Int])
        return ["\(stats["listen_count"] ?? "-")", "\(window["start"] ?? 0)", "\(stats["time_zone"] ?? "-")",
                "\(stats["activity_change_percent"] ?? "-")"]
    }

    @Test("the config's zone for ana, $TZ for a user the config does not name, --timezone over both: stats, report, site and run agree")
    func sameFigures() async throws {
        let probe = try TemporaryDirectory()
        let database = probe.path + "/listens.sqlite"
        let home = try ExecutableExitCodeTests.configured(
            """
            database: \(database)
            output: \(probe.path)/run-site
            users:
              - name: ana
                time_zone: America/New_York
            """)
        let file = try home.file("history.jsonl", contents: Self.history)
        // The zones disagree on 2024 for this history, or the test could not tell them apart.
        #expect(["America/New_York", "UTC", "Asia/Tokyo"].map(Self.expectedCount) == [676, 677, 679])
        for user in ["ana", "kim"] {
            let imported = try await ExecutableExitCodeTests.running(["import", file, "--user", user, "--quiet"], home: home)
            try #require(imported.status == 0, "\(imported.standardError)")
        }
        // The machine's zone says Tokyo; only kim, whom the config does not name, follows it.
        let tokyo = ["TZ": "Asia/Tokyo"]
        func run(_ arguments: [String]) async throws -> String {
            let outcome = try await ExecutableExitCodeTests.running(arguments, home: home, environment: tokyo)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            return outcome.standardOutput
        }
        for (user, zone, flag) in [
            ("ana", "America/New_York", [String]()), ("kim", "Asia/Tokyo", []), ("ana", "UTC", ["--timezone", "UTC"]),
        ] {
            let label = "\(user) \(flag)"
            let stats = try await run(["stats", "--user", user, "--range", "2024", "--as-of", "2025-01-10", "--format", "json"] + flag)
            let fromStats = try Self.figures(
                try #require(try JSONSerialization.jsonObject(with: Data(stats.utf8)) as? [String: Any]))
            #expect(fromStats[0] == "\(Self.expectedCount(in: zone))", "\(label): \(fromStats)")
            #expect(fromStats[2] == zone, "\(label): \(fromStats)")

            let reports = probe.path + "/reports-\(user)-\(flag.count)"
            _ = try await run(["report", "--user", user, "--range", "2024", "--out", reports] + flag)
            #expect(try Self.figures(try Self.json(reports + "/\(user)/year/2024/data.json")) == fromStats, "report \(label)")

            let site = probe.path + "/site-\(user)-\(flag.count)"
            _ = try await run(["site", "--user", user, "--out", site, "--entity-min-listens", "0"] + flag)
            #expect(try Self.figures(try Self.json(site + "/\(user)/year/2024/data.json")) == fromStats, "site \(label)")
        }
        // run publishes the configured user, on the config's clock (its sync finds nothing new).
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.add([], user: "ana")
        let ran = try await ExecutableExitCodeTests.running(["run"], home: home, server: server.baseURL, environment: tokyo)
        #expect(ran.status == 0, "\(ran.standardError)")
        let fromRun = try Self.figures(try Self.json(probe.path + "/run-site/ana/year/2024/data.json"))
        #expect(fromRun[0] == "\(Self.expectedCount(in: "America/New_York"))" && fromRun[2] == "America/New_York", "\(fromRun)")
    }
}

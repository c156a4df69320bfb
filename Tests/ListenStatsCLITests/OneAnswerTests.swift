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

    /// "+6%", "−72%", "±0%": how every surface writes a change.
    static func changeText(_ percent: Double) -> String {
        let rounded = Int(percent.rounded())
        return rounded > 0 ? "+\(rounded)%" : rounded < 0 ? "\u{2212}\(-rounded)%" : "\u{00B1}0%"
    }

    @Test(
        "a month, a week, days from/to, a year, a month in progress (also as of a past day) and one just finished: stats, data.json, the card, the sentence, the chart's title and legend, Markdown and the poster give one count and one change",
        arguments: [
            ["--range", "2024-03"], ["--range", "2024-W10"], ["--from", "2024-05-01", "--to", "2024-05-31"], ["--range", "2024"],
            ["--range", "this_month", "--as-of", "2025-01-10"], ["--range", "month", "--as-of", "2024-10-17"],
            // As of a day with later listens stored: none of them counts anywhere.
            ["--range", "2024-10", "--as-of", "2024-10-17"],
        ])
    func samePeriodEverywhere(period: [String]) async throws {
        let home = try ExecutableExitCodeTests.configured(
            """
            users:
              - name: ana
                time_zone: America/New_York
            """)
        let file = try home.file("history.jsonl", contents: Self.history)
        let imported = try await ExecutableExitCodeTests.running(["import", file, "--user", "ana", "--quiet"], home: home)
        try #require(imported.status == 0, "\(imported.standardError)")
        let asOf = period.contains("--as-of") ? [] : ["--as-of", "2025-01-10"]
        let stats = try await ExecutableExitCodeTests.running(["stats", "--user", "ana", "--format", "json"] + period + asOf, home: home)
        try #require(stats.status == 0, "\(stats.standardError)")
        let statSet = try #require(
            (try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])?["stats"] as? [String: Any])
        let count = try #require(statSet["listen_count"] as? Int)
        let percent = try #require(statSet["activity_change_percent"] as? Double)
        let comparison = try #require(statSet["comparison"] as? [String: Any])
        let previous = try #require(comparison["previous_listen_count"] as? Int)
        let change = Self.changeText(percent)
        #expect(count > 0 && previous > 0, "\(period)")

        let out = home.path + "/reports"
        let report = try await ExecutableExitCodeTests.running(["report", "--user", "ana", "--out", out] + period + asOf, home: home)
        try #require(report.status == 0, "\(report.standardError)")
        let folder = try #require(
            report.standardOutput.split(separator: "\n").compactMap { $0.hasPrefix("report: ") ? String($0.dropFirst(8)) : nil }.first,
            "\(report.standardOutput)")
        let data = try #require(try Self.json(folder + "/data.json")["stats"] as? [String: Any])
        #expect(data["listen_count"] as? Int == count && data["activity_change_percent"] as? Double == percent, "\(period)")
        let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        let markdown = try String(contentsOfFile: folder + "/report.md", encoding: .utf8)
        let chart = try String(contentsOfFile: folder + "/charts/activity.svg", encoding: .utf8)
        // The card and the Markdown summary: the change and what it is against.
        #expect(page.contains("\(change) on the") && page.contains("(\(previous))"), "card \(period)")
        #expect(markdown.contains("\(change) on the") && markdown.contains("(\(previous))"), "Markdown \(period)")
        // The Markdown's sentence and the chart's legend. The page says the change once, on the
        // card: its chart is drawn without the title that repeated it.
        #expect(markdown.contains("\(count) listens") && markdown.contains("against \(previous)"), "sentence \(period)")
        #expect(!chart.contains("\(change) against"), "chart title \(period)")
        #expect(chart.contains(" \(count)</text>") && chart.contains(">Previous "), "chart legend \(period)")
        if period == ["--range", "2024"] {
            let poster = try String(contentsOfFile: folder + "/charts/poster.svg", encoding: .utf8)
            #expect(poster.contains(">\(count)</text>"), "poster")
            // The site's feed entry for the year, which the history covers only from its end.
            let site = home.path + "/site"
            let built = try await ExecutableExitCodeTests.running(["site", "--user", "ana", "--out", site, "--entity-min-listens", "0"], home: home)
            try #require(built.status == 0, "\(built.standardError)")
            let feed = try String(contentsOfFile: site + "/feed.xml", encoding: .utf8)
            #expect(feed.contains("\(count) listens in 2024, \(change) on the year before, which the history covers only in part"), "feed")
            // The front page's card of the latest month says what the feed's entry says.
            let front = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
            let month = try #require(
                feed.range(of: #"listens in January 2025, [^;]* on the month before"#, options: .regularExpression).map { String(feed[$0]) })
            let monthChange = month.replacingOccurrences(of: "listens in January 2025, ", with: "")
            #expect(front.contains(monthChange), "front page: \(monthChange)")
        }
    }
}

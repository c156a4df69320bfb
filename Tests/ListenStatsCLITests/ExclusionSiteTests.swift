import Foundation
import Testing

/// Exclusions on a site: a page says what they took from its numbers, and changing them
/// rebuilds the pages whose numbers change, not every page.
@Suite("Exclusions on the site")
struct ExclusionSiteTests {
    /// Six weeks from Monday 5 January 2026 (UTC): Alpha every day, Zed in the third week only.
    static func history() -> String {
        let monday: Int64 = 1_767_571_200  // 2026-01-05 00:00 UTC
        var lines: [String] = []
        for day in 0..<42 {
            let noon = monday + Int64(day) * 86_400 + 12 * 3_600
            lines.append(#"{"listened_at": \#(noon), "track_metadata": {"artist_name": "Alpha", "track_name": "A", "release_name": "AA"}}"#)
            if (14..<21).contains(day) {
                lines.append(#"{"listened_at": \#(noon + 600), "track_metadata": {"artist_name": "Zed", "track_name": "Z", "release_name": "ZZ"}}"#)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func config(database: String, excluding: Bool) -> String {
        """
        database: \(database)
        users:
          - name: rob
            time_zone: UTC
        \(excluding ? "    exclude:\n      artists: [zed]\n" : "")
        """
    }

    @Test("a week the exclusions took listens from says how many and by which rule; dropping the rule rebuilds that week and the reports after it, not the weeks before")
    func leftOutAndRebuilt() async throws {
        let probe = try TemporaryDirectory()
        let database = probe.path + "/listens.sqlite"
        let site = probe.path + "/site"
        let home = try ExecutableExitCodeTests.configured(Self.config(database: database, excluding: true))
        let history = try home.file("rob.jsonl", contents: Self.history())
        for arguments in [["import", history, "--user", "rob", "--quiet"], ["site", "--out", site, "--entity-min-listens", "0", "--quiet"]] {
            let outcome = try await ExecutableExitCodeTests.running(arguments, home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
        func page(_ week: String) throws -> String {
            try String(contentsOfFile: site + "/rob/week/\(week)/index.html", encoding: .utf8)
        }
        #expect(try page("2026-W04").contains("Left out by the exclusions: 7 listens by zed."))
        #expect(try !page("2026-W02").contains("Left out"))
        #expect(try !page("2026-W02").contains("Zed"))
        let json = try String(contentsOfFile: site + "/rob/week/2026-W04/data.json", encoding: .utf8)
        #expect(json.contains(#""left_out":[{"listen_count":7,"rule":"artist","value":"zed"}]"#), "\(json.prefix(400))")
        // data.json names the rules that took listens from its period, no others: a week Zed
        // never played says nothing of the rule, so a change of it leaves the file as it is.
        #expect(json.contains(#""filter":{"excluded_artists":["zed"]"#))
        let earlier = try String(contentsOfFile: site + "/rob/week/2026-W02/data.json", encoding: .utf8)
        #expect(earlier.contains(#""filter":{"excluded_artists":[],"#) && earlier.contains(#""left_out":[]"#))

        let before = try SiteCrawlTests.snapshot(site)
        _ = try home.file("config/listenstats/config.yaml", contents: Self.config(database: database, excluding: false))
        let again = try await ExecutableExitCodeTests.running(["site", "--out", site, "--entity-min-listens", "0"], home: home)
        try #require(again.status == 0, "\(again.standardError)")
        let after = try SiteCrawlTests.snapshot(site)
        func rewritten(_ path: String) -> Bool { before[path]?.0 != after[path]?.0 || before[path]?.1 != after[path]?.1 }
        // The weeks before Zed's are as they were; Zed's week and everything after it that looks
        // back (discoveries, all time, the month, the year) are rebuilt.
        #expect(!rewritten("rob/week/2026-W02/index.html") && !rewritten("rob/week/2026-W03/index.html"))
        #expect(!rewritten("rob/week/2026-W02/data.json"))
        #expect(rewritten("rob/week/2026-W04/index.html") && rewritten("rob/year/2026/index.html"))
        #expect(try page("2026-W04").contains("Zed") && !page("2026-W04").contains("Left out"))
    }
}

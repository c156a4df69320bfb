import CairoCanvas
import ChartKit
import Foundation
import ListenBrainzTestServer
import Testing

/// A user configured with `source: listenbrainz`: `run` fetches ListenBrainz's statistics and
/// not the listens, the site and `report`/`year` show ListenBrainz's numbers without
/// `--source`, and `--source local` still counts the stored listens.
@Suite("The configured source of a user's numbers")
struct ConfiguredSourceTests {
    @Test("run with source: listenbrainz fetches statistics, no listens, and publishes ListenBrainz's pages; report and year follow the config")
    func runFromServerStatistics() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let user = "ishaanshah"
        server.state.add([], user: user)
        try await ServerReportTests.serveReference(server, user: user)
        let yearInMusic = String(
            decoding: try Data(contentsOf: ServerReportTests.reference.appending(path: "year-in-music-data.json")), as: UTF8.self)
        server.state.setBody(
            #"{"payload": {"user_name": "\#(user)", "year": 2020, "data": \#(yearInMusic)}}"#, path: "/1/stats/user/\(user)/year-in-music/2020")
        for year in [2017, 2018] {
            server.state.setBody(
                #"{"payload": {"user_name": "\#(user)", "year": \#(year), "data": {}}}"#, path: "/1/stats/user/\(user)/year-in-music/\(year)")
        }
        let probe = try TemporaryDirectory()
        let home = try ExecutableExitCodeTests.configured(
            """
            database: \(probe.path)/listens.sqlite
            output: \(probe.path)/site
            users:
              - name: \(user)
                time_zone: UTC
                source: listenbrainz
            """)

        let run = try await ExecutableExitCodeTests.running(["run"], home: home, server: server.baseURL)

        try #require(run.status == 0, "\(run.standardError) \(run.standardOutput)")
        let asked = server.state.seen.map(\.path)
        #expect(!asked.contains { $0.hasSuffix("/listens") }, "no listen is synced: \(asked)")
        #expect(asked.contains("/1/stats/user/\(user)/artists") && asked.contains("/1/stats/user/\(user)/year-in-music/2020"))
        let allTime = URL(fileURLWithPath: probe.path + "/site/\(user)/all-time/all")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: allTime.appending(path: "data.json"))) as? [String: Any])
        #expect(document["source"] != nil, "the site's all-time page is ListenBrainz's statistics")
        #expect(((document["stats"] as? [String: Any])?["top_artists"] as? [[String: Any]])?.first?["name"] as? String == "Coldplay")

        // `report` and `year` take the configured source when --source is not given.
        let report = try await ExecutableExitCodeTests.running(
            ["report", "--user", user, "--range", "all_time", "--out", probe.path + "/out"], home: home)
        #expect(report.status == 0, "\(report.standardError)")
        let reported = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: probe.path + "/out/\(user)/all-time/all/data.json")))
                as? [String: Any])
        #expect(reported["source"] != nil)
        let year = try await ExecutableExitCodeTests.running(["year", "2020", "--user", user, "--out", probe.path + "/out"], home: home)
        #expect(year.status == 0, "\(year.standardError)")
        let yearPage = try String(contentsOfFile: probe.path + "/out/\(user)/year/2020/index.html", encoding: .utf8)
        #expect(yearPage.contains("Top discoveries"), "ListenBrainz's Year in Music with its playlists")

        // Covers of ListenBrainz's top albums and tracks are fetched and shown on its pages.
        let archive = try FakeCoverArchive.start(delay: 0)
        defer { Task { archive.stop() } }
        archive.state.serveAnyCover(
            try ChartRenderer.renderJPEG(CoversCommandTests.Solid(colour: Color(red: 0.2, green: 0.5, blue: 0.8)), size: ChartSize(width: 250, height: 250)))
        let covers = try await ExecutableExitCodeTests.running(
            ["covers", "--user", user, "--archive-url", archive.baseURL.absoluteString], home: home)
        #expect(covers.status == 0, "\(covers.standardError)")
        let padman = "7ddac155-91e2-4eb7-b08a-4fc584fd60f9-29717381514-250.jpg"
        #expect(archive.state.coverRequests.contains("/release/7ddac155-91e2-4eb7-b08a-4fc584fd60f9/29717381514-250.jpg"))
        let withCovers = try await ExecutableExitCodeTests.running(
            ["report", "--user", user, "--range", "all_time", "--out", probe.path + "/covered"], home: home)
        #expect(withCovers.status == 0, "\(withCovers.standardError)")
        let coveredPage = try String(contentsOfFile: probe.path + "/covered/\(user)/all-time/all/index.html", encoding: .utf8)
        #expect(coveredPage.contains("covers/\(padman)"), "the top album's cover on ListenBrainz's page")
        #expect(FileManager.default.fileExists(atPath: probe.path + "/covered/\(user)/all-time/all/covers/\(padman)"))

        // A calendar range cannot come from ListenBrainz: a usage error that names the config.
        let week = try await ExecutableExitCodeTests.running(
            ["report", "--user", user, "--range", "2021-W03", "--out", probe.path + "/out"], home: home)
        #expect(week.status == 64)
        #expect(week.standardError.contains("source: listenbrainz") && week.standardError.contains("--source local"), "\(week.standardError)")
        #expect(!FileManager.default.fileExists(atPath: probe.path + "/out/\(user)/week"))
    }

    @Test("source and statistics are checked at their lines")
    func badValues() async throws {
        let home = try ExecutableExitCodeTests.configured(
            """
            users:
              - name: rob
                time_zone: UTC
                source: lastfm
                statistics: maybe
            """)
        let check = try await ExecutableExitCodeTests.running(["config", "check"], home: home)
        #expect(check.status == 78)
        #expect(check.standardError.contains("config.yaml:4: error: 'lastfm' is not a valid source; use one of: local, listenbrainz"), "\(check.standardError)")
        #expect(check.standardError.contains("config.yaml:5: error: 'maybe' is not a valid statistics; use true or false"))
    }
}

import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

/// `report --source listenbrainz`: pages drawn from ListenBrainz's own statistics, fetched by
/// `sync --stats` from a loopback server that serves the reference examples, with no listen
/// stored.
@Suite("Reports from ListenBrainz's statistics")
struct ServerReportTests {
    /// ListenBrainz's own example responses.
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/listenbrainz/api")

    static func referenceJSON(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: reference.appending(path: name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A served example, moved to `user` and `range` so the client accepts it as asked.
    static func served(_ name: String, user: String, range: String) throws -> String {
        var object = try referenceJSON(name)
        var payload = try #require(object["payload"] as? [String: Any])
        payload["user_id"] = user
        payload["range"] = range
        object["payload"] = payload
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// A store holding what `sync --stats --range all_time` fetched from a loopback server
    /// serving the reference examples, and three listens of the user's own.
    static func synced() async throws -> (home: TemporaryDirectory, database: String, user: String) {
        let server = try FakeListenBrainz.start()
        let user = "ishaanshah"
        // Three listens of the user's own, for the local report beside the served numbers.
        server.state.add(
            (0..<3).map {
                Listen(
                    listenedAt: 1_620_000_000 + Int64($0) * 600, track: Track(artistName: "Coldplay", trackName: "Yellow"),
                    source: .listenbrainz)
            }, user: user)
        try await serveReference(server, user: user)
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let sync = try await ExecutableExitCodeTests.running(
            ["sync", "--user", user, "--stats", "--range", "all_time", "--year", "2021", "--db", database], home: home, server: server.baseURL)
        let asked = server.state.seen.map(\.path)
        try #require(sync.status == 0, "\(sync.standardError) \(sync.standardOutput) \(asked)")

        server.stop()
        return (home, database, user)
    }

    /// Serves the reference examples as `user`'s all-time statistics, the Year in Music of
    /// 2021, no feedback and one pin.
    static func serveReference(_ server: FakeListenBrainz, user: String) async throws {
        server.state.setBody(
            #"{"feedback": [], "count": 0, "offset": 0, "total_count": 0}"#, path: "/1/feedback/user/\(user)/get-feedback")
        for (kind, file) in [
            ("artists", "userArtists.json"), ("releases", "userReleases.json"), ("release-groups", "userReleaseGroups.json"),
            ("recordings", "userRecordings.json"), ("listening-activity", "userListeningActivityAllTime.json"),
            ("daily-activity", "userDailyActivity.json"), ("artist-map", "userArtistMap.json"),
            ("era-activity", "userEraActivity.json"), ("genre-activity", "userGenreActivity.json"),
        ] {
            server.state.setBody(try Self.served(file, user: user, range: "all_time"), path: "/1/stats/user/\(user)/\(kind)")
        }
        let yearInMusic = String(decoding: try Data(contentsOf: reference.appending(path: "year-in-music-data.json")), as: UTF8.self)
        server.state.setBody(
            #"{"payload": {"user_name": "\#(user)", "year": 2021, "data": \#(yearInMusic)}}"#,
            path: "/1/stats/user/\(user)/year-in-music/2021")
        server.state.setBody(
            #"{"pinned_recordings": [{"blurb_content": "on repeat all spring", "created": 1620100000, "pinned_until": 1620704800, "recording_mbid": null, "recording_msid": "msid-yellow", "row_id": 1, "track_metadata": {"artist_name": "Coldplay", "track_name": "Yellow"}}], "count": 1, "offset": 0, "total_count": 1, "user_name": "\#(user)"}"#,
            path: "/1/\(user)/pins")
        // Not calculated yet: the report does without them.
        for kind in ["artist-evolution-activity", "artist-activity"] {
            server.state.setNoContent(path: "/1/stats/user/\(user)/\(kind)")
        }
    }

    @Test(
        "all_time from the served statistics alone: the page's numbers are the served ones, the rest is named as missing; a local UTC report puts them beside its own",
        JSONSchemaTests.needsValidator)
    func allTimeFromServerStatistics() async throws {
        let (home, database, user) = try await Self.synced()
        let out = home.path + "/out"
        let report = try await ExecutableExitCodeTests.running(
            ["report", "--user", user, "--range", "all_time", "--source", "listenbrainz", "--db", database, "--out", out],
            home: home)
        try #require(report.status == 0, "\(report.standardError)")
        let folder = URL(fileURLWithPath: out).appending(path: "\(user)/all-time")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let data = try Data(contentsOf: folder.appending(path: "\(try #require(entries.first))/data.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let stats = try #require(document["stats"] as? [String: Any])

        let servedArtists = try #require((Self.referenceJSON("userArtists.json")["payload"] as? [String: Any])?["artists"] as? [[String: Any]])
        let artists = try #require(stats["top_artists"] as? [[String: Any]])
        #expect(artists.map { $0["name"] as? String } == servedArtists.map { $0["artist_name"] as? String })
        #expect(artists.map { $0["listen_count"] as? Int } == servedArtists.map { $0["listen_count"] as? Int })
        #expect(stats["artist_count"] as? Int == 94)
        let servedActivity = try #require(
            (Self.referenceJSON("userListeningActivityAllTime.json")["payload"] as? [String: Any])?["listening_activity"] as? [[String: Any]])
        #expect(stats["listen_count"] as? Int == servedActivity.reduce(0) { $0 + (($1["listen_count"] as? Int) ?? 0) })
        #expect((stats["activity"] as? [[String: Any]])?.count == servedActivity.count)
        let grid = try #require((stats["hour_weekday"] as? [String: Any])?["counts"] as? [[Int]])
        #expect(grid.flatMap { $0 }.reduce(0, +) > 0, "the daily activity fills the hour × weekday grid")
        let source = try #require(document["source"] as? [String: Any])
        #expect(source["kind"] as? String == "listenbrainz")
        let sections = try #require(document["sections"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(sections.contains("era") && sections.contains("genres") && sections.contains("artist-origins"))
        #expect(!sections.contains("streaks") && !sections.contains("calendar") && sections.contains("needs-listens"))

        let schemas = JSONSchemaTests()
        let check = try schemas.validate("report", [folder.appending(path: "\(try #require(entries.first))/data.json").path])
        #expect(check.status == 0, "\(check.output)")
        let page = try String(contentsOf: folder.appending(path: "\(try #require(entries.first))/index.html"), encoding: .utf8)
        #expect(page.contains("ListenBrainz&#39;s own statistics") || page.contains("ListenBrainz’s own statistics") || page.contains("ListenBrainz's own statistics"))
        #expect(page.contains("which ListenBrainz&#39;s statistics do not: Top artists by time · Discoveries") && !page.contains("listenstats sync"))
        for chart in ["era", "genre-hours", "artist-origins", "top-artists", "activity", "hour-weekday"] {
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: "\(try #require(entries.first))/charts/\(chart).png").path), "\(chart)")
        }
        try await localBesideServer(home: home, database: database, user: user)
        try await siteFromServer(home: home, database: database, user: user)
        try await yearBesideServer(home: home, database: database, user: user)
    }

    /// A local all_time report in UTC of the same store puts ListenBrainz's numbers beside its own.
    func localBesideServer(home: TemporaryDirectory, database: String, user: String) async throws {
        let out = home.path + "/local"
        let report = try await ExecutableExitCodeTests.running(
            ["report", "--user", user, "--range", "all_time", "--timezone", "UTC", "--db", database, "--out", out], home: home)
        try #require(report.status == 0, "\(report.standardError)")
        let folder = URL(fileURLWithPath: out).appending(path: "\(user)/all-time/all")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: "data.json"))) as? [String: Any])
        #expect((document["stats"] as? [String: Any])?["listen_count"] as? Int == 3)
        #expect((document["server_stats"] as? [String: Any])?["listen_count"] as? Int == 3845)
        #expect(document["source"] == nil)
        let page = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
        #expect(page.contains("Beside ListenBrainz"))
        #expect(page.contains("ListenBrainz counts 3,842 listens more"))
        #expect(page.contains("1 of the top 10 artists are in both lists."))
    }

    /// `site --source listenbrainz` publishes the ranges the store has statistics for, and a
    /// second run rebuilds nothing.
    func siteFromServer(home: TemporaryDirectory, database: String, user: String) async throws {
        let out = home.path + "/site"
        let first = try await ExecutableExitCodeTests.running(
            ["site", "--user", user, "--source", "listenbrainz", "--db", database, "--out", out], home: home)
        try #require(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("site: 1 reports built"), "\(first.standardOutput)")
        let page = try String(contentsOfFile: out + "/\(user)/all-time/all/index.html", encoding: .utf8)
        #expect(page.contains("own statistics") && page.contains("Coldplay"))
        #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
        let second = try await ExecutableExitCodeTests.running(
            ["site", "--user", user, "--source", "listenbrainz", "--db", database, "--out", out], home: home)
        #expect(second.status == 0 && second.standardOutput.contains("0 reports built, 1 unchanged"), "\(second.standardOutput)")
    }

    /// A local report of 2021 in UTC shows ListenBrainz's own Year in Music of 2021 too.
    func yearBesideServer(home: TemporaryDirectory, database: String, user: String) async throws {
        let out = home.path + "/year"
        let report = try await ExecutableExitCodeTests.running(
            ["report", "--user", user, "--range", "2021", "--timezone", "UTC", "--db", database, "--out", out], home: home)
        try #require(report.status == 0, "\(report.standardError)")
        let folder = URL(fileURLWithPath: out).appending(path: "\(user)/year/2021")
        let page = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
        #expect(page.contains("ListenBrainz&#39;s Year in Music") || page.contains("ListenBrainz's Year in Music"))
        #expect(page.contains("2,742"))
        #expect(page.contains("Mdou Moctar"))
        #expect(page.contains("on repeat all spring"), "the pin fetched by sync --stats")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: "data.json"))) as? [String: Any])
        #expect((document["server_year_in_music"] as? [String: Any])?["total_listen_count"] as? Int == 2742)

        // The same year from ListenBrainz's review alone.
        let serverOut = home.path + "/server-year"
        let year = try await ExecutableExitCodeTests.running(
            ["year", "2021", "--user", user, "--source", "listenbrainz", "--db", database, "--out", serverOut], home: home)
        try #require(year.status == 0, "\(year.standardError)")
        let serverFolder = URL(fileURLWithPath: serverOut).appending(path: "\(user)/year/2021")
        let serverDocument = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: serverFolder.appending(path: "data.json"))) as? [String: Any])
        let serverStats = try #require(serverDocument["stats"] as? [String: Any])
        #expect(serverStats["listen_count"] as? Int == 2742)
        #expect((serverStats["top_artists"] as? [[String: Any]])?.first?["name"] as? String == "Mdou Moctar")
        #expect((serverStats["days"] as? [[String: Any]])?.count == 350, "the days the review lists")
        let ids = try #require(serverDocument["sections"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(ids.contains("calendar") && ids.contains("era") && !ids.contains("streaks"))
        let serverPage = try String(contentsOf: serverFolder.appending(path: "index.html"), encoding: .utf8)
        #expect(serverPage.contains("Top discoveries") && serverPage.contains("Another Plane"), "the discoveries playlist")
        #expect(serverPage.contains("Missed recordings") && serverPage.contains("Top new recordings"))
        #expect(serverPage.contains("New releases by your top artists") && serverPage.contains("67 releases"))
        #expect(serverPage.contains(#"href="https://musicbrainz.org/release/48afcf02-f396-4c13-bdef-222965474094""#))
        let markdown = try String(contentsOf: serverFolder.appending(path: "report.md"), encoding: .utf8)
        #expect(markdown.contains("**Top discoveries.**") && markdown.contains("Afrique Victime"))
        let serverYear = try #require(serverDocument["server_year_in_music"] as? [String: Any])
        #expect((serverYear["playlists"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } == [
            "top-discoveries", "top-missed-recordings", "top-new-recordings", "top-recordings",
        ])
        #expect((serverYear["new_releases_of_top_artists"] as? [Any])?.count == 67)
        let schemas = JSONSchemaTests()
        let check = try schemas.validate(
            "report", [folder.appending(path: "data.json").path, serverFolder.appending(path: "data.json").path])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("sync --stats fetches every range and the Year in Music of each year with listens once; a second run keeps what is fresh")
    func syncEveryRangeOnce() async throws {
        let server = try FakeListenBrainz.start()
        let user = "ishaanshah"
        server.state.add([], user: user)
        server.state.setBody(
            #"{"feedback": [], "count": 0, "offset": 0, "total_count": 0}"#, path: "/1/feedback/user/\(user)/get-feedback")
        for kind in ["artists", "releases", "release-groups", "recordings", "daily-activity", "artist-map", "era-activity", "genre-activity"] {
            server.state.setNoContent(path: "/1/stats/user/\(user)/\(kind)")
        }
        for kind in ["artist-evolution-activity", "artist-activity"] { server.state.setNoContent(path: "/1/stats/user/\(user)/\(kind)") }
        // Listens in 2017, 2018 and 2020 (and none in 2016).
        server.state.setBody(
            try Self.served("userListeningActivityAllTime.json", user: user, range: "all_time"),
            path: "/1/stats/user/\(user)/listening-activity")
        for year in [2017, 2018, 2020] {
            server.state.setBody(
                #"{"payload": {"user_name": "\#(user)", "year": \#(year), "data": {}}}"#, path: "/1/stats/user/\(user)/year-in-music/\(year)")
        }
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let first = try await ExecutableExitCodeTests.running(["sync", "--user", user, "--stats", "--db", database], home: home, server: server.baseURL)
        try #require(first.status == 0, "\(first.standardError)")
        let asked = server.state.seen
        let ranges = Set(asked.filter { $0.path.hasSuffix("/listening-activity") }.compactMap { $0.query["range"] })
        #expect(ranges == Set(["this_week", "week", "this_month", "month", "quarter", "half_yearly", "this_year", "year", "all_time"]))
        #expect(asked.filter { $0.path.contains("year-in-music") }.map(\.path).sorted() == [2017, 2018, 2020].map { "/1/stats/user/\(user)/year-in-music/\($0)" })

        let second = try await ExecutableExitCodeTests.running(["sync", "--user", user, "--stats", "--db", database], home: home, server: server.baseURL)
        try #require(second.status == 0, "\(second.standardError)")
        let again = server.state.seen.dropFirst(asked.count)
        #expect(!again.contains { $0.path.hasSuffix("/listening-activity") }, "fetched minutes ago: kept")
        #expect(second.standardOutput.contains("fetched in the last 12 hours kept") || second.standardError.contains("fetched in the last 12 hours kept"))
        server.stop()
    }

    @Test("without stored statistics: exit 66 naming the sync to run; a calendar range is a usage error")
    func missingStatistics() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        _ = try await ExecutableExitCodeTests.running(["demo", "--db", database, "--output", home.path + "/demo", "--quiet"], home: home)
        let missing = try await ExecutableExitCodeTests.running(
            ["report", "--user", "demo", "--range", "week", "--source", "listenbrainz", "--db", database, "--out", home.path + "/out"],
            home: home)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("listenstats sync --user demo --stats-only --range week"))
        let calendarRange = try await ExecutableExitCodeTests.running(
            ["report", "--user", "demo", "--range", "2026-W47", "--source", "listenbrainz", "--db", database], home: home)
        #expect(calendarRange.status == 64)
    }
}

import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

@Suite("ListenBrainz statistics")
struct ListenBrainzStatisticsTests {
    func client(_ server: FakeListenBrainz) -> ListenBrainzClient {
        ListenBrainzClient(
            baseURL: server.baseURL, transport: URLSessionTransport(timeout: 30), sleeper: RecordingSleeper(),
            policy: RetryPolicy(maxAttempts: 2))
    }

    @Test("a top list is fetched page by page up to the limit, in the server's order")
    func pagedTopList() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let entries = (0..<2500).map { #"{"artist_mbid": null, "artist_name": "Artist \#($0)", "listen_count": \#(5000 - $0)}"# }
        server.state.setPaged(path: "/1/stats/user/rob/artists", key: "artists", entries: entries)

        let statistic = try #require(try await client(server).statistic(.artists, user: "rob", limit: 1200))

        guard case let .artists(artists, total) = statistic.content else {
            Issue.record("expected artists, got \(statistic.kind)")
            return
        }
        #expect(artists.count == 1200)
        #expect(total == 2500)
        #expect(artists.first == ArtistCount(name: "Artist 0", listenCount: 5000))
        #expect(artists.last == ArtistCount(name: "Artist 1199", listenCount: 3801))
        let offsets = server.state.seen.map { $0.query["offset"] }
        #expect(offsets == ["0", "1000"])
        #expect(server.state.seen.map { $0.query["count"] } == ["1000", "200"])
    }

    @Test("204 (not calculated yet) is nil, not an error; an empty Year in Music is empty")
    func notCalculated() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setNoContent(path: "/1/stats/user/rob/daily-activity")
        server.state.setBody(
            #"{"payload": {"user_name": "rob", "year": 2024, "data": {}}}"#, path: "/1/stats/user/rob/year-in-music/2024")

        #expect(try await client(server).statistic(.dailyActivity, user: "rob", range: .week) == nil)
        let year = try await client(server).yearInMusic(user: "rob", year: 2024)
        #expect(year.isEmpty)
        #expect(year.year == 2024)
        #expect(server.state.seen.first?.query["range"] == "week")
    }

    @Test("Year in Music playlists in both JSPF shapes and the new releases are read; a malformed playlist or release is left out, not the year")
    func yearInMusicPlaylists() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let older = #"{"jspf": {"playlist": {"title": "Top Discoveries of 2021 for rob", "track": [{"title": "Another Plane", "creator": "Sergeant Thunderhoof", "album": "", "identifier": "https://musicbrainz.org/recording/1110726a-05da-4ad3-8d39-5c184c2206c8", "extension": {"https://musicbrainz.org/recording/": {"artist_mbids": ["339b406e-4907-4a0f-b84a-9bac08e0947a"]}}}, {"creator": "no title"}]}}, "mbid": "b4d3e3e4-6c5b-4a53-9d7e-2d1b0f0b9a11"}"#
        let newer = #"{"jspf": {"playlist": {"title": "Top Missed Recordings of 2021 for rob", "track": [{"title": "Ultraviolet", "creator": "Freya Ridings", "album": "Blood Orange", "identifier": ["https://musicbrainz.org/recording/0a1b2c3d-0000-4000-8000-000000000001"], "extension": {"https://musicbrainz.org/doc/jspf#track": {"artist_identifiers": ["https://musicbrainz.org/artist/0a1b2c3d-0000-4000-8000-0000000000a1"]}}}]}}}"#
        let body = #"{"payload": {"user_name": "rob", "year": 2021, "data": {"total_listen_count": 10, "playlist-top-discoveries-for-year": \#(older), "playlist-top-missed-recordings-for-year": \#(newer), "playlist-top-new-recordings-for-year": {"jspf": 7}, "new_releases_of_top_artists": [{"title": "Evergreen", "artist_credit_names": ["The Psychedelic Furs"], "type": "Single", "first_release_date": "2021-09-01", "release_mbid": "1c6a4d54-dfac-4f0e-8502-0ca21b3c40f9"}, {"title": 12}, {"title": "Afrique Victime", "artist_credit_names": ["Mdou Moctar", "Ahmoudou Madassane"], "first_release_date": "2021-05-21"}]}}}"#
        server.state.setBody(body, path: "/1/stats/user/rob/year-in-music/2021")

        let year = try await client(server).yearInMusic(user: "rob", year: 2021)

        #expect(year.totalListenCount == 10)
        #expect(year.playlists?.map(\.kind) == [.topDiscoveries, .topMissedRecordings])
        #expect(
            year.playlist(.topDiscoveries)?.tracks == [
                PlaylistTrack(
                    title: "Another Plane", artistName: "Sergeant Thunderhoof", recordingMBID: "1110726a-05da-4ad3-8d39-5c184c2206c8",
                    artistMBIDs: ["339b406e-4907-4a0f-b84a-9bac08e0947a"])
            ])
        #expect(year.playlist(.topDiscoveries)?.mbid == "b4d3e3e4-6c5b-4a53-9d7e-2d1b0f0b9a11")
        #expect(
            year.playlist(.topMissedRecordings)?.tracks == [
                PlaylistTrack(
                    title: "Ultraviolet", artistName: "Freya Ridings", releaseName: "Blood Orange",
                    recordingMBID: "0a1b2c3d-0000-4000-8000-000000000001", artistMBIDs: ["0a1b2c3d-0000-4000-8000-0000000000a1"])
            ])
        #expect(year.playlist(.topNewRecordings) == nil, "a playlist of the wrong shape is left out")
        #expect(
            year.newReleasesOfTopArtists == [
                TopArtistNewRelease(title: "Afrique Victime", artistName: "Mdou Moctar, Ahmoudou Madassane", firstReleaseDate: "2021-05-21"),
                TopArtistNewRelease(
                    title: "Evergreen", artistName: "The Psychedelic Furs", type: "Single", firstReleaseDate: "2021-09-01",
                    releaseMBID: "1c6a4d54-dfac-4f0e-8502-0ca21b3c40f9"),
            ], "by release date; the release without a title is left out")
    }

    @Test("a Year in Music stored before playlists were read still loads, with none")
    func yearInMusicStoredBeforePlaylists() throws {
        let stored = #"{"user":"rob","year":2021,"topArtists":[],"topRecordings":[],"topReleaseGroups":[],"totalListenCount":5,"listensPerDay":[],"mostListenedYear":[],"artistMap":[],"similarUsers":[]}"#
        let year = try JSONDecoder().decode(YearInMusicServerData.self, from: Data(stored.utf8))
        #expect(year.totalListenCount == 5)
        #expect(year.playlists == nil && year.newReleasesOfTopArtists == nil)
    }

    @Test("feedback pages until the total and drops withdrawn scores")
    func feedback() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setBody(
            """
            {"count": 3, "offset": 0, "total_count": 3, "feedback": [
              {"created": 1700000300, "recording_mbid": "mbid-1", "recording_msid": null, "score": 1, "user_id": "rob",
               "track_metadata": {"artist_name": "Björk", "track_name": "Jóga"}},
              {"created": 1700000200, "recording_mbid": null, "recording_msid": "msid-2", "score": -1, "user_id": "rob"},
              {"created": 1700000100, "recording_mbid": "mbid-3", "recording_msid": null, "score": 0, "user_id": "rob"}]}
            """, path: "/1/feedback/user/rob/get-feedback")

        let entries = try await client(server).feedback(user: "rob")

        #expect(entries == [
            FeedbackEntry(recordingMBID: "mbid-1", score: .loved, created: 1_700_000_300, trackName: "Jóga", artistName: "Björk"),
            FeedbackEntry(recordingMSID: "msid-2", score: .hated, created: 1_700_000_200),
        ])
        #expect(server.state.seen.count == 1)
    }

    @Test("server statistics, Year in Music, feedback and the listen count round-trip through the store")
    func storeRoundTrip() throws {
        let store = try ListenStore()
        let statistic = ServerStatistic(
            user: "rob", range: .week, fromTS: 10, toTS: 20, lastUpdated: 30,
            content: .listeningActivity([ActivityBucket(fromTS: 10, toTS: 19, timeRange: "Monday 27 April 2020", listenCount: 4)]))
        let year = YearInMusicServerData(
            user: "rob", year: 2021, topArtists: [ArtistCount(name: "坂本龍一", mbid: "a", listenCount: 3)], totalListenCount: 3)
        let feedback = [FeedbackEntry(recordingMBID: "m", score: .loved, created: 5)]
        try store.write { writer in
            try writer.saveServerStatistic(statistic, user: "rob", fetchedAt: 100)
            try writer.saveYearInMusic(year, user: "rob", fetchedAt: 101)
            try writer.replaceFeedback(feedback + feedback, user: "rob", fetchedAt: 102)
            try writer.saveServerListenCount(42, user: "rob", fetchedAt: 103)
        }
        let refreshed = ServerStatistic(user: "rob", range: .week, content: .listeningActivity([]))
        try store.write { writer in try writer.saveServerStatistic(refreshed, user: "rob", fetchedAt: 200) }

        #expect(try store.serverStatistic(.listeningActivity, range: .week, user: "rob")?.value == refreshed)
        #expect(try store.serverStatistic(.listeningActivity, range: .week, user: "rob")?.fetchedAt == 200)
        #expect(try store.serverStatistic(.listeningActivity, range: .month, user: "rob") == nil)
        #expect(try store.yearInMusic(2021, user: "rob")?.value == year)
        #expect(try store.feedback(user: "rob") == feedback)
        #expect(try store.serverListenCount(user: "rob")?.value == 42)
        #expect(try store.serverListenCount(user: "amy") == nil)
    }
}

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
        let server = try await FakeListenBrainz.start()
        defer { Task { await server.stop() } }
        let entries = (0..<2500).map { #"{"artist_mbid": null, "artist_name": "Artist \#($0)", "listen_count": \#(5000 - $0)}"# }
        await server.state.setPaged(path: "/1/stats/user/rob/artists", key: "artists", entries: entries)

        let statistic = try #require(try await client(server).statistic(.artists, user: "rob", limit: 1200))

        guard case let .artists(artists, total) = statistic.content else {
            Issue.record("expected artists, got \(statistic.kind)")
            return
        }
        #expect(artists.count == 1200)
        #expect(total == 2500)
        #expect(artists.first == ArtistCount(name: "Artist 0", listenCount: 5000))
        #expect(artists.last == ArtistCount(name: "Artist 1199", listenCount: 3801))
        let offsets = await server.state.seen.map { $0.query["offset"] }
        #expect(offsets == ["0", "1000"])
        #expect(await server.state.seen.map { $0.query["count"] } == ["1000", "200"])
    }

    @Test("204 (not calculated yet) is nil, not an error; an empty Year in Music is empty")
    func notCalculated() async throws {
        let server = try await FakeListenBrainz.start()
        defer { Task { await server.stop() } }
        await server.state.setNoContent(path: "/1/stats/user/rob/daily-activity")
        await server.state.setBody(
            #"{"payload": {"user_name": "rob", "year": 2024, "data": {}}}"#, path: "/1/stats/user/rob/year-in-music/2024")

        #expect(try await client(server).statistic(.dailyActivity, user: "rob", range: .week) == nil)
        let year = try await client(server).yearInMusic(user: "rob", year: 2024)
        #expect(year.isEmpty)
        #expect(year.year == 2024)
        #expect(await server.state.seen.first?.query["range"] == "week")
    }

    @Test("feedback pages until the total and drops withdrawn scores")
    func feedback() async throws {
        let server = try await FakeListenBrainz.start()
        defer { Task { await server.stop() } }
        await server.state.setBody(
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
        #expect(await server.state.seen.count == 1)
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

import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

@testable import ListenSources

/// A count from ListenBrainz is a whole number from 0 to 2^40: an answer holding any other is
/// malformed and refused whole (65), never stored.
@Suite("ListenBrainz counts")
struct ServerCountTests {
    func client(_ server: FakeListenBrainz) -> ListenBrainzClient {
        ListenBrainzClient(
            baseURL: server.baseURL, transport: URLSessionTransport(timeout: 30), sleeper: RecordingSleeper(),
            policy: RetryPolicy(maxAttempts: 2))
    }

    static func expectMalformed(_ error: ListenBrainzError?, saying cause: String) {
        #expect(error?.code == .badResponse)
        #expect(error?.cause?.contains(cause) == true, "\(String(describing: error?.cause))")
    }

    @Test("a top list with one negative listen count is refused whole", arguments: ["-5", "1099511627777"])
    func topList(count: String) async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setBody(
            #"{"payload": {"user_id": "rob", "range": "all_time", "total_artist_count": 2, "artists": [{"artist_name": "Fine", "listen_count": 10}, {"artist_name": "Liar", "listen_count": \#(count)}]}}"#,
            path: "/1/stats/user/rob/artists")
        let error = await #expect(throws: ListenBrainzError.self) { try await client(server).statistic(.artists, user: "rob") }
        Self.expectMalformed(error, saying: count.hasPrefix("-") ? "a negative count (-5)" : "a count past 2^40")
    }

    @Test("a negative listen count, total, or Year in Music count is refused")
    func otherCounts() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setBody(#"{"payload": {"count": -5}}"#, path: "/1/user/rob/listen-count")
        server.state.setBody(
            #"{"payload": {"user_id": "rob", "total_recording_count": -1, "recordings": []}}"#, path: "/1/stats/user/rob/recordings")
        server.state.setBody(
            #"{"payload": {"user_name": "rob", "year": 2024, "data": {"most_listened_year": {"1999": -3}}}}"#,
            path: "/1/stats/user/rob/year-in-music/2024")
        let client = client(server)
        Self.expectMalformed(await #expect(throws: ListenBrainzError.self) { try await client.listenCount(user: "rob") }, saying: "a negative count")
        Self.expectMalformed(
            await #expect(throws: ListenBrainzError.self) { try await client.statistic(.recordings, user: "rob") }, saying: "a negative count")
        Self.expectMalformed(
            await #expect(throws: ListenBrainzError.self) { try await client.yearInMusic(user: "rob", year: 2024) }, saying: "a negative count")
    }

    @Test("counts of 0 and up to 2^40 are read as they are")
    func validCounts() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.setBody(#"{"payload": {"count": 1099511627776}}"#, path: "/1/user/rob/listen-count")
        #expect(try await client(server).listenCount(user: "rob") == 1 << 40)
        server.state.setBody(#"{"payload": {"count": 0}}"#, path: "/1/user/ana/listen-count")
        #expect(try await client(server).listenCount(user: "ana") == 0)
    }
}

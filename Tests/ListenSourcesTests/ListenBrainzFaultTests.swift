import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

@Suite("ListenBrainz faults")
struct ListenBrainzFaultTests {
    let listens = TestHistory.listens(count: 20)

    func serve(_ user: String = "rob") async throws -> FakeListenBrainz {
        let server = try FakeListenBrainz.start()
        server.state.add(listens, user: user)
        return server
    }

    func client(
        _ server: FakeListenBrainz, sleeper: RecordingSleeper, attempts: Int = 3, token: String? = nil,
        timeout: Double = 30
    ) -> ListenBrainzClient {
        ListenBrainzClient(
            baseURL: server.baseURL, token: token, transport: URLSessionTransport(timeout: timeout), sleeper: sleeper,
            policy: RetryPolicy(maxAttempts: attempts, initialDelay: 1, maxDelay: 30, maxRateLimitWaits: 2))
    }

    @Test("an unknown user is a 404 and an unknownUser error naming the user")
    func unknownUser() async throws {
        let server = try await serve()
        defer { server.stop() }
        let error = await #expect(throws: ListenBrainzError.self) {
            try await client(server, sleeper: RecordingSleeper()).listens(user: "nobody")
        }
        #expect(error?.code == .unknownUser)
        #expect(error?.message.contains("'nobody'") == true)
    }

    @Test("a 429 is waited out for the advertised X-RateLimit-Reset-In, then retried")
    func rateLimited() async throws {
        let server = try await serve()
        defer { server.stop() }
        server.state.enqueue(.rateLimited(resetIn: 7))
        let sleeper = RecordingSleeper()
        let page = try await client(server, sleeper: sleeper).listens(user: "rob", count: 5)
        #expect(page.map(\.listenedAt) == listens.suffix(5).reversed().map(\.listenedAt))
        #expect(await sleeper.waits == [7])
    }

    @Test("a response that spends the rate-limit budget makes the client wait before its next request")
    func budgetSpent() async throws {
        let server = try await serve()
        defer { server.stop() }
        server.state.enqueue(.lastInWindow(resetIn: 4))
        let sleeper = RecordingSleeper()
        let client = client(server, sleeper: sleeper)
        _ = try await client.listens(user: "rob", count: 5)
        #expect(await sleeper.waits == [])
        _ = try await client.listenCount(user: "rob")
        #expect(await sleeper.waits == [4])
        #expect(server.state.seen.count == 2)
    }

    @Test("rate limiting that never ends stops with rateLimited")
    func rateLimitedForever() async throws {
        let server = try await serve()
        defer { server.stop() }
        server.state.enqueue(.rateLimited(resetIn: 1), times: 3)
        let error = await #expect(throws: ListenBrainzError.self) {
            try await client(server, sleeper: RecordingSleeper()).listenCount(user: "rob")
        }
        #expect(error?.code == .rateLimited)
    }

    @Test("5xx answers are retried with doubling backoff, and stop with a server error when they persist")
    func serverErrors() async throws {
        let server = try await serve()
        defer { server.stop() }
        server.state.enqueue(.status(500), times: 2)
        let sleeper = RecordingSleeper()
        #expect(try await client(server, sleeper: sleeper).listenCount(user: "rob") == listens.count)
        #expect(await sleeper.waits == [1, 2])

        server.state.enqueue(.status(503), times: 3)
        let error = await #expect(throws: ListenBrainzError.self) {
            try await client(server, sleeper: RecordingSleeper()).listenCount(user: "rob")
        }
        #expect(error?.code == .server)
        #expect(error?.cause == "scripted failure")
    }

    @Test("a truncated body is retried; one that stays broken is a badResponse")
    func truncatedBody() async throws {
        let server = try await serve()
        defer { server.stop() }
        server.state.enqueue(.truncated)
        let sleeper = RecordingSleeper()
        #expect(try await client(server, sleeper: sleeper).listens(user: "rob").count == listens.count)
        #expect(await sleeper.waits == [1])

        server.state.enqueue(.truncated, times: 3)
        let error = await #expect(throws: ListenBrainzError.self) {
            try await client(server, sleeper: RecordingSleeper()).listens(user: "rob").count
        }
        #expect(error?.code == .badResponse)
    }

    @Test("a response slower than the timeout is retried")
    func slowResponse() async throws {
        let server = try await serve()
        defer { server.stop() }
        // The first answer never comes; the server answers on threads of its own, so the retry
        // is answered at once whatever else the test process is doing.
        server.state.enqueue(.hang)
        let sleeper = RecordingSleeper()
        let count = try await client(server, sleeper: sleeper, timeout: 6).listenCount(user: "rob")
        #expect(count == listens.count)
        #expect(await sleeper.waits == [1])
        #expect(server.state.seen.count == 2)
    }

    @Test("an unreachable server is a network error after the allowed attempts")
    func unreachable() async throws {
        // Port 1: nothing listens there. (A stopped server's port can be given to another
        // test's server meanwhile, which would answer.)
        let url = try #require(URL(string: "http://127.0.0.1:1/"))
        let sleeper = RecordingSleeper()
        let client = ListenBrainzClient(
            baseURL: url, transport: URLSessionTransport(timeout: 2), sleeper: sleeper, policy: RetryPolicy(maxAttempts: 2))
        let error = await #expect(throws: ListenBrainzError.self) { try await client.listenCount(user: "rob") }
        #expect(error?.code == .network)
        #expect(await sleeper.waits == [1])
    }

    @Test("the token goes in the Authorization header only, and only when given")
    func token() async throws {
        let server = try await serve()
        defer { server.stop() }
        _ = try await client(server, sleeper: RecordingSleeper(), token: "s3cret").listenCount(user: "rob")
        _ = try await client(server, sleeper: RecordingSleeper()).listenCount(user: "rob")
        let seen = server.state.seen
        #expect(seen.map(\.authorization) == ["Token s3cret", nil])
        #expect(!seen.contains { $0.path.contains("s3cret") || $0.query.values.contains("s3cret") })
    }

    @Test("a sync stopped by persistent server errors keeps every page already committed")
    func failureKeepsCommittedPages() async throws {
        let server = try await serve()
        defer { server.stop() }
        let harness = SyncHarness(store: try ListenStore(), user: "rob")
        // Two good pages (the first two scripted answers are normal ones), then the server fails for good.
        server.state.enqueue(.lastInWindow(resetIn: 0), times: 2, pathContains: "listens")
        server.state.enqueue(.status(500), times: 3, pathContains: "listens")
        let error = await #expect(throws: ListenBrainzError.self) {
            try await harness.sync(client(server, sleeper: RecordingSleeper()), pageSize: 5)
        }
        #expect(error?.code == .server)
        let stored = try harness.storedListens()
        let oldestStored = try #require(stored.first).listenedAt
        #expect(stored.count > 5 && stored.count < listens.count)
        #expect(stored == TestHistory.canonical(listens.filter { $0.listenedAt >= oldestStored }))
        #expect(try harness.store.syncCursor(user: "rob").backfillMaxTS == oldestStored + 1)
    }
}

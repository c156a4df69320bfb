import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenStore
import Testing

@testable import ListenSources

@Suite("ListenBrainz sync")
struct ListenBrainzSyncTests {
    func client(_ server: FakeListenBrainz, transport: (any HTTPTransport)? = nil, sleeper: RecordingSleeper = RecordingSleeper())
        -> ListenBrainzClient
    {
        ListenBrainzClient(
            baseURL: server.baseURL, transport: transport ?? URLSessionTransport(timeout: 30), sleeper: sleeper,
            policy: RetryPolicy(maxAttempts: 2))
    }

    @Test("a first sync with short pages and split seconds stores exactly the server's listens, mapping included")
    func fullSync() async throws {
        let server = try FakeListenBrainz.start(searchWindow: 20_000)
        defer { server.stop() }
        let listens = TestHistory.listens(count: 120)
        server.state.add(listens, user: "rob")
        let harness = SyncHarness(store: try ListenStore(), user: "rob")

        let outcome = try await harness.sync(client(server), pageSize: 7)

        let stored = try harness.storedListens()
        let expected = TestHistory.canonical(listens)
        #expect(stored.count == expected.count)
        for (a, b) in zip(stored, expected) where a != b {
            Issue.record("first difference: stored \(a) expected \(b)")
            break
        }
        #expect(outcome.cursor.backfillComplete)
        #expect(outcome.cursor.newestCovered == listens.last?.listenedAt)
        let seen = server.state.seen
        #expect(seen.allSatisfy { $0.query["count"] == "7" })
        #expect(seen.contains { $0.query["min_ts"] == nil && $0.query["max_ts"] == nil })
    }

    @Test("a sync killed after some pages (failure or cancellation) resumes without duplicates or losses")
    func interruptedSyncResumes() async throws {
        for interruption in [InterruptingTransport.Interruption.fail, .cancelTask] {
            let server = try FakeListenBrainz.start(searchWindow: 50_000)
            let listens = TestHistory.listens(count: 150)
            server.state.add(listens, user: "amy")
            let harness = SyncHarness(store: try ListenStore(), user: "amy")
            let interrupting = InterruptingTransport(URLSessionTransport(timeout: 30), afterListensRequests: 6, by: interruption)

            let failed = Task { try await harness.sync(client(server, transport: interrupting), pageSize: 10) }
            let error = await #expect(throws: ListenBrainzError.self) { try await failed.value }
            #expect(error?.code == (interruption == .fail ? .network : .cancelled))
            let partial = try harness.storedListens()
            #expect(partial.count > 30 && partial.count < listens.count)
            #expect(try harness.store.syncCursor(user: "amy").backfillComplete == false)

            // New listens arrive while the sync is stopped; the resumed run finds both.
            let newer = TestHistory.listens(count: 25, startingAt: listens.last!.listenedAt + 1, titlePrefix: "New")
            server.state.add(newer, user: "amy")
            try await harness.sync(client(server), pageSize: 10)

            #expect(try harness.storedListens() == TestHistory.canonical(listens + newer))
            #expect(try harness.store.listenCount(user: "amy") == listens.count + newer.count)
            server.stop()
        }
    }

    @Test("an incremental sync with nothing new makes one request; with new listens it fetches only those")
    func incremental() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        let listens = TestHistory.listens(count: 40)
        server.state.add(listens, user: "rob")
        let harness = SyncHarness(store: try ListenStore(), user: "rob")
        try await harness.sync(client(server), pageSize: 25)
        let before = server.state.seen.count

        let idle = try await harness.sync(client(server), pageSize: 25)

        let idleRequests = server.state.seen.dropFirst(before)
        #expect(idleRequests.count == 1)
        #expect(idleRequests.first?.query["min_ts"] == String(listens.last!.listenedAt))
        #expect(idle.fetched == 0)

        let newer = TestHistory.listens(count: 60, startingAt: listens.last!.listenedAt + 100, titlePrefix: "Later")
        server.state.add(newer, user: "rob")
        let catchUp = try await harness.sync(client(server), pageSize: 25)
        #expect(try harness.storedListens() == TestHistory.canonical(listens + newer))
        // Each page re-reads at most the second it ended on.
        #expect(catchUp.fetched < newer.count + catchUp.pages * 3)
        #expect(server.state.seen.dropFirst(before + 1).allSatisfy { $0.query["max_ts"] == nil })
    }

    @Test("a user with no listens syncs to an empty, complete history")
    func emptyUser() async throws {
        let server = try FakeListenBrainz.start()
        defer { server.stop() }
        server.state.add([], user: "quiet")
        let harness = SyncHarness(store: try ListenStore(), user: "quiet")
        let outcome = try await harness.sync(client(server), pageSize: 100)
        #expect(outcome.fetched == 0)
        #expect(outcome.cursor.backfillComplete)
        #expect(try harness.store.syncCursor(user: "quiet") == outcome.cursor)
    }
}

import CairoCanvas
import Foundation
import ListenBrainzTestServer
import ListenModel
import ListenSources
import Testing

/// The cover fetcher against a loopback Cover Art Archive (redirects and all), with the real
/// URLSession transport, the real JPEG decoder and a real folder as the cache.
@Suite("Cover fetcher")
struct CoverFetcherTests {
    static func key(_ index: Int) -> CoverArtKey {
        // A well-formed MBID per index.
        let hex = String(format: "%012x", index)
        guard let key = CoverArtKey(releaseMBID: "00000000-0000-4000-8000-\(hex)", caaID: Int64(1000 + index)) else {
            preconditionFailure("a well-formed key")
        }
        return key
    }

    struct Harness {
        var archive: FakeCoverArchive
        var cache: CoverCache
        var sleeper = RecordingSleeper()
        var directory: URL

        func fetcher(concurrency: Int = 3, attempts: Int = 3, timeout: Double = 60) -> CoverFetcher {
            CoverFetcher(
                cache: cache, baseURL: archive.baseURL, transport: URLSessionTransport(timeout: timeout), sleeper: sleeper,
                policy: RetryPolicy(maxAttempts: attempts, initialDelay: 1, maxDelay: 4, maxRateLimitWaits: 3, defaultRateLimitWait: 2),
                concurrency: concurrency, userAgent: "listenstats/test ( tests )", problem: { JPEGImage.problem(with: $0) })
        }

        func stop() {
            archive.stop()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    static func harness(covers: Int, delay: Double = 0.02) async throws -> Harness {
        let archive = try FakeCoverArchive.start(delay: delay)
        for index in 0..<covers {
            let key = key(index)
            archive.state.setCover(try TestJPEG.solid(TestJPEG.red), mbid: key.releaseMBID, caaID: key.caaID)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("covers-\(UUID().uuidString)")
        return Harness(archive: archive, cache: CoverCache(directory: directory), directory: directory)
    }

    @Test("fetches every cover through the archive's redirect, a few at a time, naming itself, and keeps decodable JPEGs")
    func fetchesThroughRedirect() async throws {
        let harness = try await Self.harness(covers: 12)
        defer { harness.stop() }
        let keys = (0..<12).map(Self.key)
        let summary = try await harness.fetcher(concurrency: 3).fetch(keys + keys.prefix(2))
        #expect(summary.requested == 12 && summary.fetched == 12 && summary.failed == 0)
        for key in keys {
            let data = try Data(contentsOf: harness.cache.file(for: key))
            let image = try JPEGImage.decode(data)
            let pixel = try #require(image.rgb(x: 10, y: 10))
            #expect(pixel.red > 200 && pixel.green < 60 && pixel.blue < 60)
        }
        let seen = harness.archive.state.seen
        #expect(seen.filter { $0.path.hasPrefix("/release/") }.count == 12, "each cover asked once")
        #expect(seen.filter { $0.path.hasPrefix("/download/") }.count == 12, "each redirect followed")
        #expect(seen.allSatisfy { $0.userAgent?.hasPrefix("listenstats/") == true })
        let most = harness.archive.state.maxInFlight
        #expect(most <= 3 && most >= 1, "at most three at once, saw \(most)")
        // No temporary file is left in the cache.
        let names = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path)
        #expect(names.sorted() == keys.map(\.fileName).sorted())
    }

    @Test("a 404 is remembered in misses.json and not asked again; a rerun asks only for what is missing")
    func notFoundRemembered() async throws {
        let harness = try await Self.harness(covers: 3)
        defer { harness.stop() }
        let keys = (0..<4).map(Self.key)  // the fourth has no cover
        let first = try await harness.fetcher().fetch(keys)
        #expect(first.fetched == 3 && first.notFound == 1)
        let ledger = try String(contentsOf: harness.directory.appendingPathComponent("misses.json"), encoding: .utf8)
        #expect(ledger.contains(keys[3].fileName))
        let asked = harness.archive.state.coverRequests.count
        let second = try await harness.fetcher().fetch(keys + [Self.key(2)])
        #expect(second.cached == 3 && second.notFound == 1 && second.fetched == 0)
        #expect(harness.archive.state.coverRequests.count == asked, "nothing asked again")
    }

    @Test("a 429 waits as long as X-RateLimit-Reset-In says, then fetches")
    func rateLimited() async throws {
        let harness = try await Self.harness(covers: 2)
        defer { harness.stop() }
        let key = Self.key(0)
        harness.archive.state.enqueue(.rateLimited(resetIn: 7), mbid: key.releaseMBID, caaID: key.caaID, times: 2)
        let summary = try await harness.fetcher().fetch([key, Self.key(1)])
        #expect(summary.fetched == 2)
        #expect(await harness.sleeper.waits.filter { $0 == 7 }.count == 2, "both 429s waited out for 7 s")
        #expect(harness.cache.cachedFile(for: key) != nil)
    }

    @Test("a 429 that never lifts fails the fetch as rate limited, keeping nothing")
    func rateLimitedForever() async throws {
        let harness = try await Self.harness(covers: 1)
        defer { harness.stop() }
        let key = Self.key(0)
        harness.archive.state.enqueue(.rateLimited(resetIn: 1), mbid: key.releaseMBID, caaID: key.caaID, times: 10)
        await #expect(throws: CoverFetchError(code: .rateLimited, message: "the Cover Art Archive kept refusing requests over its rate limit; wait a few minutes and run the command again")) {
            try await harness.fetcher().fetch([key])
        }
        #expect(harness.cache.cachedFile(for: key) == nil)
    }

    @Test("a corrupt JPEG is dropped and reported, not cached and not remembered as missing")
    func corruptDropped() async throws {
        let harness = try await Self.harness(covers: 2)
        defer { harness.stop() }
        let bad = Self.key(0)
        var garbage = Data([0xFF, 0xD8, 0xFF, 0xE0])
        garbage += Data(repeating: 0x42, count: 500)
        harness.archive.state.enqueue(.body(garbage), mbid: bad.releaseMBID, caaID: bad.caaID, times: 3)
        let summary = try await harness.fetcher(attempts: 3).fetch([bad, Self.key(1)])
        #expect(summary.corrupt == 1 && summary.fetched == 1)
        #expect(summary.problems.count == 1 && summary.problems[0].contains(bad.description))
        #expect(harness.cache.cachedFile(for: bad) == nil)
        #expect(harness.cache.misses().isEmpty)
        // The next run asks again (and this time the archive answers properly).
        let again = try await harness.fetcher().fetch([bad, Self.key(1)])
        #expect(again.fetched == 1 && again.cached == 1)
    }

    @Test("a truncated answer is asked again; one that stays truncated is dropped")
    func truncated() async throws {
        let harness = try await Self.harness(covers: 2)
        defer { harness.stop() }
        let once = Self.key(0)
        let always = Self.key(1)
        harness.archive.state.enqueue(.truncated, mbid: once.releaseMBID, caaID: once.caaID)
        harness.archive.state.enqueue(.truncated, mbid: always.releaseMBID, caaID: always.caaID, times: 3)
        let summary = try await harness.fetcher(attempts: 3).fetch([once, always])
        #expect(summary.fetched == 1 && summary.corrupt == 1)
        #expect(harness.cache.cachedFile(for: once) != nil)
        #expect(harness.cache.cachedFile(for: always) == nil)
        #expect(summary.problems.first?.contains("damaged") == true, "\(summary.problems)")
    }

    @Test("server errors are retried with backoff; an answer that never comes times out and is retried")
    func serverErrorsAndTimeouts() async throws {
        let harness = try await Self.harness(covers: 2)
        defer { harness.stop() }
        let flaky = Self.key(0)
        let slow = Self.key(1)
        harness.archive.state.enqueue(.status(503), mbid: flaky.releaseMBID, caaID: flaky.caaID, times: 2)
        // The archive answers on threads of its own: only the held answer times out.
        harness.archive.state.enqueue(.hang, mbid: slow.releaseMBID, caaID: slow.caaID)
        let summary = try await harness.fetcher(attempts: 4, timeout: 6).fetch([flaky, slow])
        #expect(summary.fetched == 2, "\(summary)")
        // Two backoffs for the 503s, one for the timeout.
        #expect(await harness.sleeper.waits.count == 3)
        #expect(harness.archive.state.coverRequests.filter { $0.contains(flaky.releaseMBID) }.count == 3)
    }

    @Test("an archive that cannot be reached fails the fetch as a network error after one round, not one retry series per cover")
    func unreachable() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("covers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sleeper = RecordingSleeper()
        let fetcher = CoverFetcher(
            cache: CoverCache(directory: directory), baseURL: try #require(URL(string: "http://127.0.0.1:9")),
            sleeper: sleeper, policy: RetryPolicy(maxAttempts: 2), concurrency: 4, userAgent: "listenstats/test",
            problem: { JPEGImage.problem(with: $0) })
        do {
            _ = try await fetcher.fetch((0..<40).map(Self.key))
            Issue.record("expected a network error")
        } catch let error as CoverFetchError {
            #expect(error.code == .network)
        }
        #expect(await sleeper.waits.count == 4, "one backoff for each cover of the first round")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(Self.key(0).fileName).path))
    }

    @Test("cancelled midway, it keeps the covers it stored, and the rerun fetches only the rest")
    func resumesAfterCancel() async throws {
        let harness = try await Self.harness(covers: 20, delay: 0.15)
        defer { harness.stop() }
        let keys = (0..<20).map(Self.key)
        let fetcher = harness.fetcher(concurrency: 2)
        // Four covers are answered and every later one hangs, so the cancel lands midway
        // however late this test's polling wakes on a loaded machine.
        harness.archive.state.hang(after: 4)
        let task = Task { try await fetcher.fetch(keys) }
        for _ in 0..<3_000 {
            let stored = keys.filter { harness.cache.cachedFile(for: $0) != nil }.count
            if stored >= 4 { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("expected the fetch to stop")
        } catch let error as CoverFetchError {
            #expect(error.code == .cancelled)
        }
        let stored = Set(keys.filter { harness.cache.cachedFile(for: $0) != nil })
        #expect(stored.count == 4)
        for key in stored { #expect(JPEGImage.problem(with: try Data(contentsOf: harness.cache.file(for: key))) == nil) }
        let askedBefore = harness.archive.state.coverRequests
        harness.archive.state.hang(after: nil)
        let summary = try await harness.fetcher().fetch(keys)
        #expect(summary.cached == stored.count && summary.fetched == 20 - stored.count)
        let askedAfter = harness.archive.state.coverRequests.dropFirst(askedBefore.count)
        for key in stored {
            #expect(!askedAfter.contains { $0.contains(key.releaseMBID) }, "\(key) asked again")
        }
    }

    @Test("keys are only made from well-formed MBIDs and positive ids, so a name never becomes a path")
    func keyValidation() {
        #expect(CoverArtKey(releaseMBID: "../../etc/passwd", caaID: 1) == nil)
        #expect(CoverArtKey(releaseMBID: "00000000-0000-4000-8000-00000000000/", caaID: 1) == nil)
        #expect(CoverArtKey(releaseMBID: "00000000-0000-4000-8000-000000000001", caaID: 0) == nil)
        #expect(CoverArtKey(releaseMBID: nil, caaID: 5) == nil)
        let upper = CoverArtKey(releaseMBID: "ABCDEF00-0000-4000-8000-000000000001", caaID: 5)
        #expect(upper?.fileName == "abcdef00-0000-4000-8000-000000000001-5-250.jpg")
    }
}

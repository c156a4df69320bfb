import Foundation
import ListenModel

/// Downloads Cover Art Archive thumbnails into the cover cache: only those not cached and not
/// known to be missing, a few at a time, waiting out rate limits, retrying what is worth
/// retrying, and keeping a cover only once it decodes.
///
/// The request is `<base>/release/<release MBID>/<caa id>-250.jpg`; the archive answers 307 to
/// archive.org, which the transport follows. Each cover is stored on its own (temp + rename)
/// and the ledger of 404s after every batch, so a run killed midway keeps what it fetched
/// and the next run asks only for the rest.
public struct CoverFetcher: Sendable {
    /// The public archive; tests and mirrors pass their own.
    public static let defaultBaseURL: URL = {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "coverartarchive.org"
        guard let url = components.url else { preconditionFailure("a scheme and a host always make a URL") }
        return url
    }()

    /// How many covers are asked for at once: the archive is a volunteer service, and its
    /// redirects land on archive.org, which throttles eager clients.
    public static let defaultConcurrency = 4

    /// Covers per batch; the ledger of 404s is written after each.
    public static let batchSize = 32

    /// The most bytes a thumbnail may have: 250 px JPEGs are tens of KiB.
    static let maxCoverBytes = 8 << 20

    let cache: CoverCache
    let baseURL: URL
    let transport: any HTTPTransport
    let sleeper: any Sleeper
    let policy: RetryPolicy
    let concurrency: Int
    let userAgent: String
    /// Why a downloaded body is no cover to keep (not a JPEG, damaged, truncated), or nil.
    let problem: @Sendable (Data) -> String?

    /// - Parameters:
    ///   - userAgent: names the program and its version, as the archive asks.
    ///   - problem: checks a body decodes (the caller passes the JPEG decoder it draws with).
    public init(
        cache: CoverCache, baseURL: URL = CoverFetcher.defaultBaseURL, transport: any HTTPTransport = URLSessionTransport(),
        sleeper: any Sleeper = TaskSleeper(), policy: RetryPolicy = RetryPolicy(), concurrency: Int = CoverFetcher.defaultConcurrency,
        userAgent: String, problem: @escaping @Sendable (Data) -> String?
    ) {
        self.cache = cache
        self.baseURL = baseURL
        self.transport = transport
        self.sleeper = sleeper
        self.policy = policy
        self.concurrency = max(1, concurrency)
        self.userAgent = userAgent
        self.problem = problem
    }

    /// Fetches every cover of `keys` not cached yet (duplicates asked once) and says what
    /// happened to each. `progress` is called with (covers done, covers to fetch) as they finish.
    ///
    /// Throws `CoverFetchError` when the cache cannot be written, when the task is cancelled
    /// (what was fetched stays), and when not one missing cover could be fetched because the
    /// archive was unreachable or kept refusing (`network`, `rateLimited`).
    public func fetch(_ keys: [CoverArtKey], progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> CoverFetchSummary {
        var summary = CoverFetchSummary()
        var seen: Set<CoverArtKey> = []
        let unique = keys.filter { seen.insert($0).inserted }
        summary.requested = unique.count
        cache.removeLeftovers()
        var misses = cache.misses()
        let knownMisses = misses
        var pending: [CoverArtKey] = []
        for key in unique {
            if cache.cachedFile(for: key) != nil {
                summary.add(.cached, for: key)
            } else if misses.contains(key.fileName) {
                summary.add(.notFound, for: key)
            } else {
                pending.append(key)
            }
        }
        progress?(0, pending.count)
        var done = 0
        var unreachable = 0
        var attempted = 0
        do {
            // The first batch is one round of requests: when the archive cannot be reached at
            // all, that is known after one round, not after every cover has been retried.
            var bounds: [Range<Int>] = []
            var start = 0
            while start < pending.count {
                let end = min(start + (start == 0 ? concurrency : Self.batchSize), pending.count)
                bounds.append(start..<end)
                start = end
            }
            for range in bounds {
                if range.lowerBound > 0, unreachable == range.lowerBound { break }
                let batch = Array(pending[range])
                let results = try await fetchBatch(batch) { done += 1; progress?(done, pending.count) }
                for (key, result) in zip(batch, results) {
                    summary.add(result.outcome, for: key)
                    attempted += 1
                    summary.requests += result.requests
                    if result.rateLimited { summary.rateLimited = true }
                    if result.unreachable { unreachable += 1 }
                    if result.outcome == .notFound { misses.insert(key.fileName) }
                }
                if misses != knownMisses { try cache.recordMisses(misses) }
            }
        } catch is CancellationError {
            if misses != knownMisses { try? cache.recordMisses(misses) }
            throw CoverFetchError(
                code: .cancelled,
                message: "interrupted after \(summary.fetched) of \(pending.count) covers; run the same command again to fetch the rest (what was fetched is kept)")
        }
        if unreachable > 0, unreachable == attempted {
            throw summary.rateLimited
                ? CoverFetchError(
                    code: .rateLimited,
                    message: "the Cover Art Archive kept refusing requests over its rate limit; wait a few minutes and run the command again")
                : CoverFetchError(
                    code: .network,
                    message: "could not fetch any of \(pending.count) covers from \(baseURL.absoluteString); check the network and run the command again (reports use the covers already cached)",
                    cause: summary.problems.first)
        }
        return summary
    }

    /// One cover's fate and what it cost.
    struct Result: Sendable {
        var outcome: CoverFetchOutcome
        var requests: Int
        var rateLimited = false
        /// The archive never answered usefully (network, 5xx, rate limit): counts towards
        /// "could not fetch anything".
        var unreachable = false
    }

    /// Fetches `batch` with at most `concurrency` requests in flight; results in `batch` order.
    private func fetchBatch(_ batch: [CoverArtKey], finished: () -> Void) async throws -> [Result] {
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: batch.count)
            var next = 0
            while next < min(concurrency, batch.count) {
                let index = next
                group.addTask { (index, try await fetchOne(batch[index])) }
                next += 1
            }
            while let (index, result) = try await group.next() {
                results[index] = result
                finished()
                if next < batch.count {
                    let index = next
                    group.addTask { (index, try await fetchOne(batch[index])) }
                    next += 1
                }
            }
            return results.map { $0 ?? Result(outcome: .failed("not attempted"), requests: 0) }
        }
    }

    /// The URL of `key`'s thumbnail under `baseURL`.
    func url(for key: CoverArtKey) -> URL {
        baseURL.appendingPathComponent("release").appendingPathComponent(key.releaseMBID)
            .appendingPathComponent("\(key.caaID)-\(CoverArtKey.thumbnailSize).jpg")
    }

    /// Asks for one cover until it is stored, known missing, or not worth asking again.
    private func fetchOne(_ key: CoverArtKey) async throws -> Result {
        let request = TransportRequest(
            url: url(for: key), headers: ["User-Agent": userAgent, "Accept": "image/jpeg"], maxBodyBytes: Self.maxCoverBytes)
        var requests = 0
        var failures = 0
        var rateLimitWaits = 0
        var lastProblem = ""
        while true {
            try Task.checkCancellation()
            let response: TransportResponse
            do {
                requests += 1
                response = try await transport.send(request)
            } catch is CancellationError {
                throw CancellationError()
            } catch let failure as TransportFailure where !failure.isWorthRetrying {
                return Result(outcome: .failed("the archive's answer was refused: \(failure)"), requests: requests)
            } catch {
                failures += 1
                lastProblem = "the archive could not be reached (\(Self.describe(error)))"
                guard failures < policy.maxAttempts else {
                    return Result(outcome: .failed(lastProblem), requests: requests, unreachable: true)
                }
                try await sleeper.sleep(seconds: policy.backoff(afterAttempt: failures))
                continue
            }
            switch response.status {
            case 200:
                if let problem = problem(response.body) {
                    // A body cut short looks like a damaged JPEG: ask again before giving up.
                    failures += 1
                    guard failures < policy.maxAttempts else {
                        return Result(outcome: .corrupt(problem), requests: requests)
                    }
                    try await sleeper.sleep(seconds: policy.backoff(afterAttempt: failures))
                    continue
                }
                try cache.store(response.body, for: key)
                return Result(outcome: .fetched, requests: requests)
            case 404:
                return Result(outcome: .notFound, requests: requests)
            case 429:
                rateLimitWaits += 1
                guard rateLimitWaits <= policy.maxRateLimitWaits else {
                    return Result(
                        outcome: .failed("still rate limited after \(policy.maxRateLimitWaits) waits"), requests: requests,
                        rateLimited: true, unreachable: true)
                }
                let wait = policy.rateLimitWait(response.headers)
                if let refusal = policy.refusal(toWait: wait, server: "the Cover Art Archive") {
                    // Every other cover would be told the same: the whole fetch stops.
                    throw CoverFetchError(code: .rateLimited, message: refusal)
                }
                try await sleeper.sleep(seconds: wait)
            case 500...599:
                failures += 1
                lastProblem = "the archive kept failing (HTTP \(response.status))"
                guard failures < policy.maxAttempts else {
                    return Result(outcome: .failed(lastProblem), requests: requests, unreachable: true)
                }
                try await sleeper.sleep(seconds: policy.backoff(afterAttempt: failures))
            default:
                return Result(outcome: .failed("the archive answered HTTP \(response.status)"), requests: requests)
            }
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? URLError { return "URLError \(error.code.rawValue)" }
        return String(describing: type(of: error))
    }
}

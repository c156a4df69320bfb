import CairoCanvas
import Foundation
import ListenModel
import ListenSources
import ListenStore
import StatsEngine

/// The named step "covers": the covers of one user's top lists, fetched into the cover cache.
/// `listenstats fetch` and `run` (with `fetch: [covers]`) both run it.
struct CoverArtStep {
    var store: ListenStore
    var user: String
    var cache: CoverCache
    var archiveURL: URL = CoverFetcher.defaultBaseURL
    var concurrency = CoverFetcher.defaultConcurrency
    var transport: any HTTPTransport = URLSessionTransport(timeout: 30)
    var policy = RetryPolicy(maxAttempts: 4, initialDelay: 1, maxDelay: 30, maxRateLimitWaits: 10, defaultRateLimitWait: 5)
    /// The user's clock and exclusions, resolved as for every command: the covers fetched are
    /// those of the top lists the user's reports show.
    var settings: UserReportSettings

    /// `User-Agent`: the archive asks clients to name themselves and their version.
    static var userAgent: String {
        "listenstats/\(ListenStatsCommand.configuration.version)"
    }

    /// Which covers the user's reports can show: those of the stored listens' top lists, then
    /// those of ListenBrainz's stored statistics (for reports with `--source listenbrainz`).
    func wanted() throws -> [CoverArtKey] {
        let history = try pipelineStep("load") { try store.history(user: user) }
        let engine = try pipelineStep("load") { try settings.engine(for: history, store: store) }
        let local = CoverSelection.keys(engine: engine, times: history.listenedAt)
        let server = try pipelineStep("load") { try ServerCoverSelection.keys(store: store, user: user) }
        var seen: Set<CoverArtKey> = []
        return (local + server).filter { seen.insert($0).inserted }
    }

    /// Fetches what is missing; `progress` gets (done, to fetch).
    func run(progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> CoverFetchSummary {
        let keys = try wanted()
        let fetcher = CoverFetcher(
            cache: cache, baseURL: archiveURL, transport: transport, policy: policy, concurrency: concurrency,
            userAgent: Self.userAgent, problem: { JPEGImage.problem(with: $0) })
        do {
            return try await fetcher.fetch(keys, progress: progress)
        } catch {
            throw PipelineError(step: "covers", underlying: error)
        }
    }
}

import ArgumentParser
import Foundation
import ListenSources

/// The options of the metadata half of `fetch` (and of `enrich`).
struct MetadataFetchOptions: ParsableArguments {
    @Option(name: .customLong("max-age"), help: "Fetch metadata again when fetched more than this many days ago (0 to 3650).")
    var maxAge = Int(MetadataEnrichStep.defaultMaxAge / 86_400)

    @Option(help: "A ListenBrainz user token (default: $LISTENBRAINZ_TOKEN; prefer the variable, flags show in `ps`).")
    var token: String?

    @Option(name: .customLong("api-url"), help: "The API server (default: $LISTENBRAINZ_API_URL or https://api.listenbrainz.org).")
    var apiURL: String?

    @Option(name: .customLong("max-requests"), help: .hidden)
    var maxRequests: Int?

    func validate() throws {
        guard (0...3650).contains(maxAge) else { throw ValidationError("--max-age must be 0…3650 days") }
        if let maxRequests, maxRequests < 1 { throw ValidationError("--max-requests must be at least 1") }
        try validating { _ = try SyncCommand.serverURL(apiURL) }
    }

    /// Fetches the metadata of `user`'s recordings (every stored one when nil) and says how
    /// many recordings it fetched.
    func fetch(user: String?, global: GlobalOptions) async throws -> Int {
        let environment = ProcessInfo.processInfo.environment
        let client = try ListenBrainzConnection.client(
            server: try SyncCommand.serverURL(apiURL), token: token ?? environment["LISTENBRAINZ_TOKEN"], environment: environment)
        let store = try global.openExistingStore()
        var step = MetadataEnrichStep(
            client: client, store: store, user: user, output: SyncOutput(quiet: global.quiet), now: try global.now())
        step.maxAge = Int64(maxAge) * 86_400
        step.maxBatches = maxRequests
        return try await step.run().outcome.requested
    }
}

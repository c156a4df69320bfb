import ArgumentParser
import Foundation
import ListenModel
import ListenSources

/// `listenstats enrich`: caches ListenBrainz's music metadata (genres, release years, the
/// artists' areas) of the stored recordings, for the genre, release-year and origin sections.
struct EnrichCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enrich",
        abstract: "Fetch genres, release years and artist origins of the stored recordings.",
        discussion: """
            Asks ListenBrainz's metadata API about every recording MBID of the user's listens \
            (or of every stored listen without --user), about 200 per request, and stores the \
            answers with the time they were fetched. Each request is committed on its own, so \
            an interrupted run keeps what it fetched: run it again and it asks only for what is \
            missing. Recordings fetched within --max-age days are not asked for again. \
            Unmapped listens have no recording MBID and stay without metadata. Reports never \
            wait for this: they use what is cached and say what share of listens it covers.

            Environment: LISTENBRAINZ_TOKEN (the token), LISTENBRAINZ_API_URL (the server).

            Examples:
              listenstats enrich --user rob
              listenstats enrich --max-age 0        # fetch everything again
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only the recordings this user listened to (default: every stored recording).")
    var user: String?

    @Option(name: .customLong("max-age"), help: "Fetch again what was fetched more than this many days ago (0 to 3650).")
    var maxAge = Int(MetadataEnrichStep.defaultMaxAge / 86_400)

    @Option(help: "A ListenBrainz user token (default: $LISTENBRAINZ_TOKEN; prefer the variable, flags show in `ps`).")
    var token: String?

    @Option(name: .customLong("api-url"), help: "The API server (default: $LISTENBRAINZ_API_URL or https://api.listenbrainz.org).")
    var apiURL: String?

    @Option(name: .customLong("max-requests"), help: .hidden)
    var maxRequests: Int?

    func validate() throws {
        if let user, user.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--user must name a user")
        }
        guard (0...3650).contains(maxAge) else { throw ValidationError("--max-age must be 0…3650 days") }
        if let maxRequests, maxRequests < 1 { throw ValidationError("--max-requests must be at least 1") }
        try validating { _ = try SyncCommand.serverURL(apiURL) }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let client = try ListenBrainzConnection.client(
            server: try SyncCommand.serverURL(apiURL), token: token ?? environment["LISTENBRAINZ_TOKEN"], environment: environment)
        let store = try global.openExistingStore()
        var step = MetadataEnrichStep(client: client, store: store, user: user, output: SyncOutput(quiet: global.quiet))
        step.maxAge = Int64(maxAge) * 86_400
        step.maxBatches = maxRequests
        try await step.run()
    }
}

import ArgumentParser
import Foundation
import ListenModel
import ListenSources

/// `listenstats sync`: copies a user's ListenBrainz listens (and, on request, the server's
/// statistics) into the database, resuming wherever the last run stopped.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch a user's listens (and optionally ListenBrainz's statistics) into the database.",
        discussion: """
            The first run copies the whole history, newest first; later runs fetch only what is new. \
            Every page is committed with the sync position, so an interrupted run loses nothing: \
            run the command again to continue.

            Environment: LISTENBRAINZ_TOKEN (the token), LISTENBRAINZ_API_URL (the server).

            Examples:
              listenstats sync --user rob
              listenstats sync --user rob --stats
              listenstats sync --user rob --stats --range this_year --year 2025
              listenstats sync --user rob --stats-only

            --stats fetches every range's statistics (or --range's), the listen count, the \
            loved and hated recordings and the Year in Music of every year with listens (or \
            --year's). Statistics fetched in the last 12 hours are kept (ListenBrainz recomputes \
            them daily; --refresh fetches them anyway), and a past year's Year in Music once \
            stored is final, so a run cut short is finished by running it again. \
            --stats-only fetches all of that without the listens, for reports from \
            ListenBrainz's numbers alone (`report --source listenbrainz`).
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The ListenBrainz user name.")
    var user: String

    @Option(help: "A ListenBrainz user token (default: $LISTENBRAINZ_TOKEN; prefer the variable, flags show in `ps`).")
    var token: String?

    @Option(name: .customLong("api-url"), help: "The API server (default: $LISTENBRAINZ_API_URL or https://api.listenbrainz.org).")
    var apiURL: String?

    @Flag(help: "Also fetch the statistics ListenBrainz computed, the listen count and loved/hated recordings.")
    var stats = false

    @Flag(name: .customLong("stats-only"), help: "Fetch ListenBrainz's statistics as --stats does, but not the listens.")
    var statsOnly = false

    @Option(help: "Only this statistics range with --stats (default: all of \(StatRange.allCases.map(\.rawValue).joined(separator: ", "))).")
    var range: String?

    @Option(help: "Also fetch ListenBrainz's Year in Music for this year (with --stats and no --year: every year with listens).")
    var year: Int?

    @Flag(help: "With --stats: fetch statistics again even when fetched in the last 12 hours.")
    var refresh = false

    @Option(help: .hidden)
    var pageSize = 1000

    func validate() throws {
        guard !user.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--user must name a ListenBrainz user")
        }
        if let range, StatRange(rawValue: range) == nil {
            throw ValidationError("--range must be one of \(StatRange.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard (1...1000).contains(pageSize) else { throw ValidationError("--page-size must be 1…1000") }
        if let year, !(2002...9999).contains(year) { throw ValidationError("--year must be a year from 2002 on") }
        try validating { _ = try serverURL() }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let client = try ListenBrainzConnection.client(
            server: try serverURL(), token: token ?? environment["LISTENBRAINZ_TOKEN"], environment: environment)
        let store = try global.openStore()
        let output = SyncOutput(quiet: global.quiet)
        if !statsOnly {
            try await ListenBrainzSyncStep(client: client, store: store, user: user, pageSize: pageSize, output: output)
                .run()
        }
        if stats || statsOnly || year != nil {
            let ranges = stats || statsOnly ? (range.flatMap(StatRange.init(rawValue:)).map { [$0] } ?? StatRange.allCases) : []
            var step = ServerStatisticsStep(
                client: client, store: store, user: user, ranges: ranges, years: year.map { [$0] }, output: output,
                now: try global.now())
            if refresh { step.freshness = 0 }
            try await step.run()
        }
    }

    private func serverURL() throws -> URL { try Self.serverURL(apiURL) }

    /// `--api-url`, else `$LISTENBRAINZ_API_URL`, else ListenBrainz's own server.
    static func serverURL(_ apiURL: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        try ServiceAddress.listenBrainz.url(flagValue: apiURL, environment: environment)
    }
}

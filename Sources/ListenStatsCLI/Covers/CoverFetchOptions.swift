import ArgumentParser
import Foundation
import ListenModel
import ListenSources

/// The options of the covers half of `fetch` (and of `covers`).
struct CoverFetchOptions: ParsableArguments {
    @Option(name: .customLong("archive-url"), help: "The Cover Art Archive (default: $LISTENSTATS_COVER_ART_URL or https://coverartarchive.org).")
    var archiveURL: String?

    @Option(help: "How many covers to download at once (1…8).")
    var concurrency = CoverFetcher.defaultConcurrency

    @Option(help: "The time zone the periods are cut in (default: the user's time_zone in the config, $TZ, else the system's).")
    var timezone: String?

    @Option(help: .hidden)
    var timeout: Double = 30

    func validate() throws {
        guard (1...8).contains(concurrency) else { throw ValidationError("--concurrency must be 1…8") }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be 0…600 seconds") }
        try validating { _ = try archive() }
        if let timezone, TimeZone(identifier: timezone) == nil {
            throw ValidationError("unknown time zone '\(timezone)'; use an IANA name such as Europe/Berlin")
        }
    }

    /// Fetches the covers `user`'s reports can show, prints what happened, and returns it.
    func fetch(user: String, global: GlobalOptions) async throws -> CoverFetchSummary {
        let loaded = try global.loadConfiguration()
        let paths = global.paths(for: loaded.configuration)
        let store = try global.openExistingStore()
        guard try store.users().contains(user) else {
            throw CLIError("no listens are stored for '\(user)'; run `listenstats sync --user \(user)` first", status: .noInput)
        }
        let settings = try UserReportSettings.resolve(user: user, configuration: loaded.configuration, timeZoneFlag: timezone)
        let step = CoverArtStep(
            store: store, user: user, cache: CoverCache(directory: URL(fileURLWithPath: paths.coverCache, isDirectory: true)),
            archiveURL: try archive(), concurrency: concurrency, transport: URLSessionTransport(timeout: timeout),
            settings: settings)
        let output = SyncOutput(quiet: global.quiet)
        // A bar on a terminal; nothing under cron, where the summary line says it all.
        let progress = ProgressDisplay(sink: .standardError, enabled: output.showsProgress)
        let summary: CoverFetchSummary
        do {
            summary = try await step.run { done, total in
                guard total > 0 else { return }
                progress.update("covers \(done)/\(total)", fraction: Double(done) / Double(total))
            }
        } catch {
            progress.clear()
            throw error
        }
        progress.clear()
        for problem in summary.problems {
            ExitStatus.printError("listenstats: \(TerminalText.escaped(problem))")
        }
        output.summary(summary.line + " → \(paths.coverCache)")
        return summary
    }

    private func archive() throws -> URL {
        try ServiceAddress.coverArtArchive.url(flagValue: archiveURL, environment: ProcessInfo.processInfo.environment)
    }
}

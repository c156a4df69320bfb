import Foundation
import ListenModel
import ListenSources
import ListenStore

extension RunPipeline {
    /// `sync` for one user: the same step `listenstats sync` runs, quiet, counting what it added.
    static let syncFromListenBrainz: RunStep.Body = { context in
        guard let user = context.user?.name else { return .unchanged("no user") }
        let client = try ListenBrainzConnection.client(
            server: nil, token: context.token?.reveal(), environment: context.environment)
        let before = try context.store.listenCount(user: user)
        try await ListenBrainzSyncStep(
            client: client, store: context.store, user: user, pageSize: 1000, output: SyncOutput(quiet: true)
        ).run()
        let added = try context.store.listenCount(user: user) - before
        return added > 0 ? .changed("\(added) new listens") : .unchanged("no new listens")
    }

    /// `sync --stats` for one user: ListenBrainz's statistics of every range, the Years in Music,
    /// feedback and pins, keeping what was fetched in the last 12 hours.
    static let syncStatisticsFromListenBrainz: RunStep.Body = { context in
        guard let user = context.user?.name else { return .unchanged("no user") }
        let client = try ListenBrainzConnection.client(
            server: nil, token: context.token?.reveal(), environment: context.environment)
        let fetched = try await ServerStatisticsStep(
            client: client, store: context.store, user: user, ranges: StatRange.allCases, years: nil, output: SyncOutput(quiet: true),
            now: context.now
        ).run()
        return fetched > 0 ? .changed("\(fetched) statistics fetched") : .unchanged("every statistic is current")
    }

    /// The metadata half of `fetch` for one user (`fetch: [metadata]`), quiet.
    static let enrichMetadata: RunStep.Body = { context in
        guard let user = context.user?.name else { return .unchanged("no user") }
        let client = try ListenBrainzConnection.client(
            server: nil, token: context.token?.reveal(), environment: context.environment)
        let result = try await MetadataEnrichStep(
            client: client, store: context.store, user: user, output: SyncOutput(quiet: true), now: context.now
        ).run()
        let fetched = result.outcome.requested + result.outcome.invalid
        return fetched > 0 ? .changed("metadata of \(fetched) recordings") : .unchanged("metadata up to date")
    }

    /// `import` of the changed watched files, each in its own transaction.
    static let importExports: @Sendable (RunStepContext, [String]) async throws -> RunStepOutcome = { context, files in
        guard let user = context.user?.name else { return .unchanged("no user") }
        let options = ImportOptions(now: context.now)
        var imported = 0
        for file in files {
            imported += try ImportPipeline.importFile(path: file, user: user, options: options, into: context.store).imported
        }
        return imported > 0 ? .changed("\(imported) listens from \(files.count) file(s)") : .unchanged("no new listens in \(files.count) file(s)")
    }
}

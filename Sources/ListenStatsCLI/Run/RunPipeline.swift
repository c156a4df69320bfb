/// The pipeline functions `listenstats run` calls, one optional body per stage.
///
/// This is the seam between orchestration (here) and the work (the sync, import, report and
/// site pipelines): a stage this build does not provide is nil and left out of the plan.
struct RunPipeline: Sendable {
    /// Fetches the user's new listens from ListenBrainz into the store.
    var sync: RunStep.Body?
    /// Fetches ListenBrainz's statistics, Year in Music, feedback and pins for the user.
    var syncStatistics: RunStep.Body?
    /// Imports the given export files (those of the user's `import:` list that changed since
    /// they were last imported) into the store.
    var importWatchedFiles: (@Sendable (RunStepContext, [String]) async throws -> RunStepOutcome)?
    /// Writes the user's reports for the configured ranges and formats.
    var buildReports: RunStep.Body?
    /// Fetches the covers of the user's top lists (only with `fetch_covers: true`).
    var fetchCovers: RunStep.Body? = nil
    /// Writes the site index, archive pages and feed over every user's reports.
    var buildSite: RunStep.Body?
    /// Whether the site's output folder lacks what the last build published.
    var siteOutputIsMissing: (@Sendable (RunStepContext) -> Bool)? = nil
    /// Fetches the music metadata of the user's recordings that have none or stale metadata;
    /// in the plan only when the config says `metadata: fetch`.
    var enrich: RunStep.Body?

    /// The stages this build provides.
    ///
    /// `sync` → the ListenBrainz sync pipeline, `importWatchedFiles` → the importers,
    /// `buildSite` → the site builder over `ReportPipeline`. The site writes every user's
    /// reports itself (incrementally), so there is no separate per-user report stage.
    static let standard = RunPipeline(
        sync: RunPipeline.syncFromListenBrainz, syncStatistics: RunPipeline.syncStatisticsFromListenBrainz,
        importWatchedFiles: RunPipeline.importExports, buildReports: nil, fetchCovers: RunPipeline.fetchCoverArt,
        buildSite: RunPipeline.buildConfiguredSite, siteOutputIsMissing: RunPipeline.configuredSiteIsMissing,
        enrich: RunPipeline.enrichMetadata)

    /// The plan for `configuration`'s users (only those named in `only`, when given).
    func plan(for configuration: ListenStatsConfiguration, only selected: [String] = []) -> RunPlan {
        let users = configuration.users.filter { selected.isEmpty || selected.contains($0.name) }
        return RunPlan(
            users: users.map { user in
                var steps: [RunStep] = []
                if let sync, user.syncsListens { steps.append(RunStep(name: "sync", kind: .fetch, perform: sync)) }
                if let syncStatistics, user.fetchesStatistics {
                    steps.append(RunStep(name: "statistics", kind: .fetch, perform: syncStatistics))
                }
                if let importWatchedFiles, !user.watchedFiles.isEmpty {
                    steps.append(Self.importStep(files: user.watchedFiles, user: user.name, importing: importWatchedFiles))
                }
                // Only users whose listens are stored have recordings to enrich.
                if let enrich, configuration.metadata == .fetch, user.syncsListens {
                    steps.append(RunStep(name: "enrich", kind: .fetch, perform: enrich))
                }
                if let fetchCovers, configuration.fetchCovers {
                    steps.append(RunStep(name: "covers", kind: .fetch, perform: fetchCovers))
                }
                if let buildReports { steps.append(RunStep(name: "reports", kind: .build, perform: buildReports)) }
                return RunPlan.UserRun(user: user, steps: steps)
            },
            finishing: buildSite.map {
                [RunStep(name: "site", kind: .build, perform: $0, outputIsMissing: siteOutputIsMissing)]
            } ?? [])
    }

    /// The import step: only files that changed since their last import reach `importing`,
    /// and they are noted as imported only once it succeeds.
    private static func importStep(
        files: [String], user: String,
        importing: @escaping @Sendable (RunStepContext, [String]) async throws -> RunStepOutcome
    ) -> RunStep {
        RunStep(name: "import", kind: .fetch) { context in
            let ledger = WatchedFileLedger(path: context.paths.watchedFileLedger)
            let changed = try ledger.changedFiles(files, user: user)
            guard !changed.isEmpty else { return .unchanged("no watched file changed") }
            let outcome = try await importing(context, changed)
            try ledger.record(changed, user: user)
            return outcome
        }
    }
}

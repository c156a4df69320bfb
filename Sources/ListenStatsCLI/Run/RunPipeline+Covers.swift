import Foundation
import ListenSources

extension RunPipeline {
    /// The covers half of `fetch` for one user (`fetch: [covers]`): the covers of their top lists, into the cover cache.
    ///
    /// A cover that cannot be fetched never fails the user's run: the reports draw a tile
    /// instead and the next run asks again, so an unreachable archive is a warning, not an error.
    static let fetchCoverArt: RunStep.Body = { context in
        guard let user = context.user else { return .unchanged("no user") }
        let settings = try UserReportSettings.resolve(
            user: user.name, configuration: context.configuration, timeZoneFlag: nil, environment: context.environment)
        var step = CoverArtStep(
            store: context.store, user: user.name,
            cache: CoverCache(directory: URL(fileURLWithPath: context.paths.coverCache, isDirectory: true)), settings: settings)
        step.archiveURL = try ServiceAddress.coverArtArchive.url(flagValue: nil, environment: context.environment)
        let summary: CoverFetchSummary
        do {
            summary = try await step.run { done, total in
                guard total > 0 else { return }
                context.progress.update("[\(user.name)] covers \(done)/\(total)", fraction: Double(done) / Double(total))
            }
        } catch let error as PipelineError where (error.underlying as? CoverFetchError).map({ $0.code == .network || $0.code == .rateLimited }) == true {
            context.logger.warning("\(error.underlying); the reports use the covers already cached")
            return .unchanged("covers: the archive was unavailable")
        }
        for problem in summary.problems.prefix(20) {
            context.logger.warning("\(problem)")
        }
        return summary.fetched > 0 ? .changed(summary.line) : .unchanged(summary.line)
    }
}

import Foundation
import ListenModel
import ListenSources
import ListenStore

/// The pipeline step that fills the metadata cache: finds the recordings whose metadata is
/// missing or older than `maxAge`, fetches them from ListenBrainz in batches and commits each
/// batch on its own, so a run cut short is finished by running it again.
struct MetadataEnrichStep {
    let client: ListenBrainzClient
    let store: ListenStore
    /// Whose recordings; nil for every recording in the store.
    let user: String?
    let output: SyncOutput
    /// The invocation's now (`InvocationClock`): when what is fetched is stamped.
    let now: Int64
    /// Seconds a fetched recording counts as current.
    var maxAge: Int64 = MetadataEnrichStep.defaultMaxAge
    var maxBatches: Int?

    /// 30 days: tags and areas change slowly, and a daily run then asks for a thirtieth.
    static let defaultMaxAge: Int64 = 30 * 86_400

    struct Result {
        var outcome: MetadataEnrichment.Outcome
        var due: MetadataDue
    }

    @discardableResult
    func run() async throws -> Result {
        let started = ContinuousClock.now
        let due = try store.recordingsNeedingMetadata(user: user, fetchedBefore: now - maxAge)
        let whose = user.map { "\($0)'s" } ?? "the stored"
        guard !due.recordingMBIDs.isEmpty else {
            output.summary(
                "metadata of \(whose) \(due.recordingCount) recordings is up to date (fetched in the last \(maxAge / 86_400) days)")
            return Result(outcome: MetadataEnrichment.Outcome(), due: due)
        }
        let enrichment = MetadataEnrichment(client: client, maxBatches: maxBatches)
        let total = due.recordingMBIDs.count
        var committed = 0
        let outcome: MetadataEnrichment.Outcome
        do {
            outcome = try await enrichment.run(
                due.recordingMBIDs,
                commit: { batch in
                    try store.saveMetadata(batch, fetchedAt: now)
                    committed += batch.requested.count
                },
                progress: { done in
                    output.progress(Self.progressLine(done: done, total: total, elapsed: started.duration(to: .now)))
                })
        } catch {
            output.endProgress()
            if committed > 0 {
                ExitStatus.printError(
                    "listenstats: the metadata of \(committed) recordings was stored before enriching stopped; run the command again to fetch the rest")
            }
            throw error
        }
        output.endProgress()
        let seconds = ListenBrainzSyncStep.seconds(started.duration(to: .now))
        var line = "enriched \(whose) recordings from ListenBrainz: \(outcome.requested) fetched"
        line += " (\(outcome.found) known to ListenBrainz), \(due.freshCount) up to date, \(due.recordingCount) in all"
        line += " (\(outcome.batches) requests, \(String(format: "%.1f", seconds)) s)"
        if outcome.invalid > 0 { line += "; \(outcome.invalid) ids that are not MBIDs skipped" }
        let left = total - outcome.requested - outcome.invalid
        if left > 0 { line += "; \(left) left for the next run" }
        output.summary(line)
        return Result(outcome: outcome, due: due)
    }

    /// "metadata: 4200 of 50000 recordings · 2100/s · ETA 0:22".
    static func progressLine(done: Int, total: Int, elapsed: Duration) -> String {
        let seconds = max(ListenBrainzSyncStep.seconds(elapsed), 0.001)
        let rate = Double(done) / seconds
        var line = "metadata: \(done) of \(total) recordings · \(Int(rate))/s"
        if rate > 0, total > done {
            let eta = Int((Double(total - done) / rate).rounded(.up))
            line += " · ETA \(eta / 60):" + String(format: "%02d", eta % 60)
        }
        return line
    }
}

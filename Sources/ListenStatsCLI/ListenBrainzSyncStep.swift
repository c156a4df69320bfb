import Foundation
import ListenModel
import ListenSources
import ListenStore

/// The sync pipeline step: walks the user's ListenBrainz history from the stored cursor and
/// commits every page together with the cursor after it.
struct ListenBrainzSyncStep {
    let client: ListenBrainzClient
    let store: ListenStore
    let user: String
    let pageSize: Int
    let output: SyncOutput

    func run() async throws {
        let started = ContinuousClock.now
        let cursor = try store.syncCursor(user: user)
        try store.reserveWriteCache()
        let storedBefore = try store.listenCount(user: user)
        // The total is only for the progress line; without one, skip the extra request.
        let serverTotal = output.showsProgress ? try await client.listenCount(user: user) : nil
        var summary = InsertSummary()
        let sync = ListenBrainzSync(client: client, user: user, pageSize: pageSize)
        let outcome: ListenBrainzSync.Outcome
        do {
            outcome = try await sync.run(from: cursor) { listens, next in
                summary = summary + (try store.write { writer in
                    let inserted = try writer.insert(listens, user: user)
                    try writer.saveSyncCursor(next, user: user)
                    return inserted
                })
                output.progress(
                    Self.progressLine(
                        user: user, stored: storedBefore + summary.inserted, total: serverTotal,
                        new: summary.inserted, elapsed: started.duration(to: .now)))
            }
        } catch {
            output.endProgress()
            if summary.inserted > 0 {
                ExitStatus.printError("listenstats: \(summary.inserted) new listens were stored before the sync stopped")
            }
            throw error
        }
        output.endProgress()
        // The copies a load reads instead of rows, made now a block at a time rather than by
        // the next report all at once (see `storeMissingCopies`). Only a saving: the listens
        // are committed, and a load makes whatever copy this could not (a busy database).
        if summary.inserted > 0 { _ = try? store.storeMissingCopies(user: user) }
        let seconds = Self.seconds(started.duration(to: .now))
        var line = "synced \(user) from ListenBrainz: \(summary.inserted) new listens, \(storedBefore + summary.inserted) stored"
        line += " (\(outcome.pages) pages, \(String(format: "%.1f", seconds)) s)"
        if summary.merged > 0 { line += "; \(summary.merged) plays already stored from another source were merged" }
        if outcome.skipped > 0 { line += "; \(outcome.skipped) listens without a time, artist or title skipped" }
        output.summary(line)
    }

    /// "rob: 12000 of 100000 listens · 5300/s · ETA 0:17".
    static func progressLine(user: String, stored: Int, total: Int?, new: Int, elapsed: Duration) -> String {
        let seconds = max(seconds(elapsed), 0.001)
        let rate = Double(new) / seconds
        var line = "\(user): \(stored)"
        if let total { line += " of \(max(total, stored))" }
        line += " listens · \(Int(rate))/s"
        if let total, rate > 0, total > stored {
            let eta = Int((Double(total - stored) / rate).rounded(.up))
            line += " · ETA \(eta / 60):" + String(format: "%02d", eta % 60)
        }
        return line
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

import Foundation
import Logging

/// Carries out a `RunPlan`: users one after another, each user's steps in order; a failing
/// user stops at the failing step and the others carry on; build steps run only after a change.
struct RunOrchestrator: Sendable {
    /// What every step shares (store, settings, logger); each step's context is this with
    /// its user, token and the users changed so far filled in.
    var shared: RunStepContext
    /// Scrubs tokens out of error messages before they are kept or shown.
    var scrubber: SecretScrubber

    private var progress: ProgressDisplay { shared.progress }
    private var rebuild: Bool { shared.rebuild }

    func execute(_ plan: RunPlan) async -> RunReport {
        // Listens a killed run stored but never published count as changed.
        let marker = shared.paths.unpublishedMarker
        let unpublished = FileManager.default.fileExists(atPath: marker)
        var users: [RunReport.UserReport] = []
        for userRun in plan.users {
            users.append(await execute(userRun, unpublished: unpublished))
        }
        let succeeded = users.filter { $0.failure == nil }
        let changedUsers = users.filter(\.changed).map(\.user)
        var finishing: [RunStepRecord] = []
        if !plan.finishing.isEmpty, succeeded.isEmpty, !users.isEmpty {
            finishing = plan.finishing.map { RunStepRecord(step: $0.name, state: .skipped("every user failed")) }
        } else {
            let context = self.context(user: nil, changedUsers: changedUsers)
            finishing = await execute(plan.finishing, context: context, changedBefore: !changedUsers.isEmpty || unpublished)
            if !plan.finishing.isEmpty, finishing.allSatisfy({ $0.failure == nil }) { unlink(marker) }
        }
        progress.clear()
        return RunReport(users: users, finishing: finishing)
    }

    private func execute(_ userRun: RunPlan.UserRun, unpublished: Bool) async -> RunReport.UserReport {
        let context = self.context(user: userRun.user, changedUsers: [])
        let records = await execute(userRun.steps, context: context, changedBefore: unpublished)
        return RunReport.UserReport(user: userRun.user.name, steps: records)
    }

    /// Runs `steps` in order until one fails; build steps are skipped while nothing changed
    /// and their output is whole.
    private func execute(_ steps: [RunStep], context: RunStepContext, changedBefore: Bool) async -> [RunStepRecord] {
        var records: [RunStepRecord] = []
        var changed = changedBefore
        let label = context.user?.name ?? "all users"
        for step in steps {
            var stepContext = context
            stepContext.logger[metadataKey: "step"] = "\(step.name)"
            if step.kind == .build, !changed, !rebuild, !(step.outputIsMissing?(stepContext) ?? false) {
                stepContext.logger.debug("\(step.name): skipped, nothing changed")
                records.append(RunStepRecord(step: step.name, state: .skipped("nothing changed")))
                continue
            }
            progress.update("\(label): \(step.name)…")
            do {
                let outcome = try await step.perform(stepContext)
                changed = changed || outcome.changed
                if outcome.changed, step.kind != .build { Self.mark(shared.paths.unpublishedMarker, logger: stepContext.logger) }
                progress.clear()
                stepContext.logger.info("\(step.name): \(outcome.summary)")
                records.append(RunStepRecord(step: step.name, state: .done(outcome)))
            } catch {
                let (status, message) = ExitStatus.classify(error) ?? (.failure, String(describing: error))
                let scrubbed = scrubber.scrub(message)
                progress.clear()
                stepContext.logger.error("\(step.name) failed: \(scrubbed)", metadata: ["exit": "\(status.rawValue)"])
                records.append(RunStepRecord(step: step.name, state: .failed(status, scrubbed)))
                break
            }
        }
        return records
    }

    /// Creates the empty file `path` (once: it stays until a build finishes). Beside the
    /// database, whose folder SQLite has just written to, it is not expected to fail; if it
    /// does, a run killed before its build would leave this data unpublished until the next
    /// change, which is worth a warning but not stopping a run that is working.
    private static func mark(_ path: String, logger: Logger) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        if !FileManager.default.createFile(atPath: path, contents: nil) {
            logger.warning("cannot create \(path): if this run is killed before its site step, the next run will not know to publish")
        }
    }

    private func context(user: UserConfiguration?, changedUsers: [String]) -> RunStepContext {
        var context = shared
        context.user = user
        context.token = user?.token(in: shared.environment)
        context.changedUsers = changedUsers
        if let user { context.logger[metadataKey: "user"] = "\(user.name)" }
        return context
    }
}

/// One named stage of a run — sync, import, reports, site — supplied by the pipeline and
/// called by `RunOrchestrator`, which owns ordering, skipping and failure handling.
struct RunStep: Sendable {
    /// What the step does to the data: brings listens in, or builds files from them.
    enum Kind: Sendable {
        /// Always runs: finding out whether anything is new is its job.
        case fetch
        /// Runs only after a change (or with `--rebuild`): the output is a function of the store.
        case build
    }

    typealias Body = @Sendable (RunStepContext) async throws -> RunStepOutcome

    var name: String
    var kind: Kind
    var perform: Body
    /// For a build step: whether its output is missing or incomplete (a removed site folder),
    /// so that it runs even though nothing changed; nil when it cannot tell.
    var outputIsMissing: (@Sendable (RunStepContext) -> Bool)? = nil
}

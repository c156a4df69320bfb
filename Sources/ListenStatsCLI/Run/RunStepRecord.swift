/// What happened to one step of a run.
struct RunStepRecord: Sendable, Equatable {
    enum State: Sendable, Equatable {
        case done(RunStepOutcome)
        /// Not run, and why ("nothing changed").
        case skipped(String)
        /// Threw: the exit status its error maps to and the message (secrets scrubbed).
        case failed(ExitStatus, String)
    }

    var step: String
    var state: State

    var changed: Bool {
        if case let .done(outcome) = state { return outcome.changed }
        return false
    }

    var failure: (status: ExitStatus, message: String)? {
        if case let .failed(status, message) = state { return (status, message) }
        return nil
    }
}

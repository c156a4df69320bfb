/// What a step did, in a phrase a person reads in the summary ("12 new listens").
struct RunStepOutcome: Sendable, Equatable {
    /// Whether the step changed the store or the output; later build steps run only if so.
    var changed: Bool
    var summary: String

    static func changed(_ summary: String) -> RunStepOutcome { RunStepOutcome(changed: true, summary: summary) }
    static func unchanged(_ summary: String) -> RunStepOutcome { RunStepOutcome(changed: false, summary: summary) }
}

/// What became of one line that was not simply imported.
public enum ImportLineOutcome: Sendable, Hashable {
    /// The store already had this listen.
    case duplicate
    /// The same play was already stored from another source.
    case merged
    /// The line is not a listen, for this reason.
    case skipped(SkipReason)
}

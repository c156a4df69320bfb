extension StatSet {
    /// Whether the window was over by the as-of moment (last week, last year), so that its
    /// "current" streak is the one that reached its last day, not today's.
    public var endedBeforeAsOf: Bool { asOf >= window.end }
}

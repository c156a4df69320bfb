extension Concurrently {
    /// The two results, each written by exactly one thread before `concurrentPerform` returns
    /// (which orders those writes before the reads that follow it).
    final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}

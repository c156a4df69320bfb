import Dispatch

extension Concurrently {
    /// The results of two independent computations, run on two cores at once.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firsts = Slots<First>(count: 1)
        let seconds = Slots<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { firsts.store(first(), at: 0) } else { seconds.store(second(), at: 0) }
        }
        return (firsts.values()[0], seconds.values()[0])
    }
}

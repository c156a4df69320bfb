import Dispatch

/// Runs two independent computations at the same time and returns both results.
///
/// Indexing a lifetime of listens is a few large, independent passes; on a machine with two
/// or more cores this overlaps them. Each closure runs exactly once; this returns after both.
enum Concurrently {
    static func run<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { results.first = first() } else { results.second = second() }
        }
        // concurrentPerform returns only after both parts ran, so both are set.
        guard let firstResult = results.first, let secondResult = results.second else {
            preconditionFailure("concurrentPerform returned before running every iteration")
        }
        return (firstResult, secondResult)
    }
}

extension Concurrently {
    /// `items.map(transform)`, with the items spread over the machine's cores; order is kept.
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let slots = Slots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return slots.values()
    }
}

import Dispatch

/// Spreads independent computations over the machine's cores.
public enum Concurrently {
    /// `items.map(transform)`, with the items spread over the machine's cores; order is kept.
    public static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let slots = Slots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return slots.values()
    }
}

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

extension Concurrently {
    /// One result slot per item, each written by exactly one thread; raw storage rather than an
    /// array so that concurrent writes to different slots never share a copy-on-write check.
    public final class Slots<Output>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Output?>

        public init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        public func store(_ output: Output, at index: Int) { storage[index] = output }

        /// Every slot's output, once `concurrentPerform` has returned (which orders the writes
        /// before this read).
        public func values() -> [Output] {
            storage.map { output in
                guard let output else { preconditionFailure("concurrentPerform returned before filling every slot") }
                return output
            }
        }
    }
}

extension Concurrently {
    /// One result slot per item, each written by exactly one thread; raw storage rather than an
    /// array so that concurrent writes to different slots never share a copy-on-write check.
    final class Slots<Output>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Output?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        func store(_ output: Output, at index: Int) { storage[index] = output }

        /// Every slot's output, once `concurrentPerform` has returned (which orders the writes
        /// before this read).
        func values() -> [Output] {
            storage.map { output in
                guard let output else { preconditionFailure("concurrentPerform returned before filling every slot") }
                return output
            }
        }
    }
}

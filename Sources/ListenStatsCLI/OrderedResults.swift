import Foundation

/// The results of work spread over threads, kept in the order of the work items.
final class OrderedResults<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Records item `index`'s outcome; called once per item, from any thread.
    func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    /// Every item's value in order, or the first item's error; call after the work has finished.
    func values() throws -> [Value] {
        try lock.withLock { slots }.map { slot in
            guard let slot else { throw CLIError("a drawing job ended without a result", status: .software) }
            return try slot.get()
        }
    }
}

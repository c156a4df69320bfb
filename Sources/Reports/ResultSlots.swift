import Foundation

/// Results of parallel jobs, kept by job index so they come out in the jobs' order.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) {
        values = [Value?](repeating: nil, count: count)
    }

    func store(_ value: Value?, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    /// Every job's result (nil where a job had none), in job order.
    var results: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

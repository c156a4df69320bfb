import Foundation

/// Results of parallel jobs, kept by job index so they come out in the jobs' order.
public final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    public init(count: Int) {
        values = [Value?](repeating: nil, count: count)
    }

    public func store(_ value: Value?, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    /// Every job's result (nil where a job had none), in job order.
    public var results: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

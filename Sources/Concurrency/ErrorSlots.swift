import Foundation

/// Errors of parallel jobs, kept by job index so the one reported is the same in every run.
public final class ErrorSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [Int: any Error] = [:]

    public init() {}

    public func record(_ error: any Error, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        errors[index] = error
    }

    /// The error of the lowest-numbered failed job.
    public var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.keys.min().flatMap { errors[$0] }
    }

    /// Every failed job's error, in job order.
    public var all: [(index: Int, error: any Error)] {
        lock.lock()
        defer { lock.unlock() }
        return errors.keys.sorted().compactMap { index in errors[index].map { (index, $0) } }
    }
}

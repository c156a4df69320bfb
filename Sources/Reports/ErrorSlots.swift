import Foundation

/// Errors of parallel jobs, kept by job index so the one reported is the same in every run.
final class ErrorSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [Int: any Error] = [:]

    func record(_ error: any Error, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        errors[index] = error
    }

    /// The error of the lowest-numbered failed job.
    var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.keys.min().flatMap { errors[$0] }
    }
}

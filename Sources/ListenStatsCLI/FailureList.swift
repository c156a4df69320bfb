import Foundation

/// Error messages gathered from concurrent work (the gallery draws files on all cores).
///
/// `@unchecked Sendable` because every access goes through the lock.
final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ message: String) {
        lock.lock()
        storage.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

import Foundation

/// A value of an engine made the first time a statistic asks for it and shared by every range
/// after: a site asks hundreds of ranges of one engine, and such a value (the milestone
/// timeline, every artist's listens) is one pass over the whole history.
final class OnceCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    /// The value if it was made already.
    func existing() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

import Foundation

/// A blocking first-in first-out queue of bounded length between one producer thread and one
/// consumer thread.
///
/// The bound keeps a fast parser from running ahead of the database with the whole file in
/// memory. `cancel()` releases a producer whose consumer has given up.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    // Every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private let capacity: Int
    private var cancelled = false

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Adds `item`, waiting while the queue is full; false when the consumer cancelled.
    func put(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// Removes the oldest item, waiting while the queue is empty.
    func take() -> Element {
        condition.lock()
        defer { condition.unlock() }
        while items.count == head { condition.wait() }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= capacity {
            // A consumer slower than its producer never sees the queue empty: the items it
            // already took must go now, or every batch of the file stays in memory.
            items.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// How many items the queue holds, taken ones not yet released included (for tests).
    var storedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return items.count
    }

    /// Stops the producer at its next `put`.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}

import Foundation
import ListenModel

/// The top albums and tracks of windows already counted, kept by an engine so that a second
/// asker does not count the same listens again: a site counts every week's, month's and
/// year's top lists once for the covers its reports show and once for the entities that get
/// pages, with the same lengths (10 for a week or month, 25 beyond).
final class WindowTopLists: @unchecked Sendable {
    /// What was counted: albums or tracks, over which window, how many at most.
    struct Key: Hashable {
        var isRecordings: Bool
        var window: TimeWindow
        var limit: Int
    }

    private let lock = NSLock()
    private var lists: [Key: [Int32]] = [:]

    /// The ids in top-list order, when counted before.
    func ids(for key: Key) -> [Int32]? {
        lock.lock()
        defer { lock.unlock() }
        return lists[key]
    }

    func store(_ ids: [Int32], for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        lists[key] = ids
    }
}

import Foundation

/// An engine's milestone timeline, made the first time a statistic asks for it and shared by
/// every range after: a site asks hundreds of ranges of one engine, and the timeline is one
/// pass over the whole history.
final class MilestoneCache: @unchecked Sendable {
    private let lock = NSLock()
    private var timeline: MilestoneTimeline?

    func value(_ make: () -> MilestoneTimeline) -> MilestoneTimeline {
        lock.lock()
        defer { lock.unlock() }
        if let timeline { return timeline }
        let made = make()
        timeline = made
        return made
    }
}

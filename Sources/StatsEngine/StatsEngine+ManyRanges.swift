import Dispatch
import ListenModel

extension StatsEngine {
    /// Every statistic of each of `ranges`, in their order: the ranges share the index and are
    /// otherwise independent, so they are computed on all cores at once. Every range needs the
    /// milestone timeline (a pass over the whole history, a third of nine ranges' work), so one
    /// core makes it while the others compute everything else, and the ranges take their
    /// milestones from it after; else the first range would make it while the rest waited.
    public func statSets(for ranges: [ResolvedRange], topCount: Int = 25) -> [StatSet] {
        guard !ranges.isEmpty else { return [] }
        let sets = Concurrently.Slots<StatSet>(count: ranges.count)
        DispatchQueue.concurrentPerform(iterations: ranges.count + 1) { index in
            if index == 0 {
                _ = milestoneTimeline
            } else {
                sets.store(statSetLeavingOutMilestones(for: ranges[index - 1], topCount: topCount), at: index - 1)
            }
        }
        return zip(sets.values(), ranges).map { set, range in
            var set = set
            fillMilestones(&set, range: range)
            return set
        }
    }
}

import Dispatch
import ListenModel

extension StatsEngine {
    /// Every statistic of each of `ranges`, in their order: the ranges share the index and are
    /// otherwise independent, so they are computed on all cores at once. Every range needs the
    /// milestone timeline (a pass over the whole history, about half as much CPU as the nine
    /// ListenBrainz ranges' other statistics of a heavy history), so one core makes it while
    /// the others compute everything else, and the ranges take their milestones from it after;
    /// else the first range would make it while the rest waited.
    public func statSets(for ranges: [ResolvedRange], topCount: Int = 25) -> [StatSet] {
        guard !ranges.isEmpty else { return [] }
        // The ranges with the most listens first (all_time's take the longest), so that no
        // core is left with a long one at the end while the other waits.
        let order = ranges.indices.sorted {
            (index.positions(in: ranges[$0].window).count, $1) > (index.positions(in: ranges[$1].window).count, $0)
        }
        let sets = Concurrently.Slots<StatSet>(count: ranges.count)
        DispatchQueue.concurrentPerform(iterations: ranges.count + 1) { iteration in
            if iteration == 0 {
                _ = milestoneTimeline
            } else {
                let range = order[iteration - 1]
                sets.store(statSetLeavingOutMilestones(for: ranges[range], topCount: topCount), at: range)
            }
        }
        return zip(sets.values(), ranges).map { set, range in
            var set = set
            fillMilestones(&set, range: range)
            return set
        }
    }
}

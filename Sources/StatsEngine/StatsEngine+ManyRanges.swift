import Concurrency
import Dispatch
import ListenModel

extension StatsEngine {
    /// Every statistic of each of `ranges`, in their order: the ranges share the index and are
    /// otherwise independent, so they are computed on all cores at once. Every range needs the
    /// milestone timeline (a pass over the whole history, about as much CPU as the nine
    /// ListenBrainz ranges' other statistics of a heavy history), so its two halves are made
    /// first, one a core, then the cores count the ranges, which take their milestones from it
    /// after; else the first range would make it while the rest waited.
    public func statSets(for ranges: [ResolvedRange], topCount: Int = 25) -> [StatSet] {
        guard !ranges.isEmpty else { return [] }
        // The ranges with the most listens first (all_time's take the longest), so that no
        // core is left with a long one at the end while the other waits.
        let order = ranges.indices.sorted {
            (index.positions(in: ranges[$0].window).count, $1) > (index.positions(in: ranges[$1].window).count, $0)
        }
        let sets = Concurrently.Slots<StatSet>(count: ranges.count)
        withMilestoneTimeline(alongside: ranges.count) { range in
            sets.store(statSetLeavingOutMilestones(for: ranges[order[range]], topCount: topCount), at: order[range])
        }
        return zip(sets.values(), ranges).map { set, range in
            var set = set
            fillMilestones(&set, range: range)
            return set
        }
    }

    /// Makes the milestone timeline now (its two halves on two cores) when the engine has none:
    /// for a caller about to compute many reports side by side, each of which, finding none,
    /// would make the two halves again alongside its own statistics.
    public func prepareMilestoneTimeline() {
        withMilestoneTimeline(alongside: 0) { _ in }
    }

    /// Runs `work(0)` … `work(count - 1)` on all cores, and meanwhile, when the engine has no
    /// milestone timeline yet, the two halves of it (first, one a core); the timeline is made
    /// of them when all is done. `work` must not ask for the timeline. Callers running side by
    /// side on one engine (a site's reports) would each make the halves: they call
    /// `prepareMilestoneTimeline()` first.
    func withMilestoneTimeline(alongside count: Int, _ work: @Sendable (Int) -> Void) {
        guard milestoneCache.existing() == nil else {
            DispatchQueue.concurrentPerform(iterations: count, execute: work)
            return
        }
        let artists = Concurrently.Slots<MilestonePasses.Artists>(count: 1)
        let certifications = Concurrently.Slots<MilestonePasses.Certifications>(count: 1)
        DispatchQueue.concurrentPerform(iterations: count + 2) { iteration in
            switch iteration {
            case 0: artists.store(MilestonePasses.Artists(index, options: milestoneOptions), at: 0)
            case 1: certifications.store(MilestonePasses.Certifications(index, options: milestoneOptions), at: 0)
            default: work(iteration - 2)
            }
        }
        _ = milestoneCache.value { MilestoneTimeline(artists: artists.values()[0], certifications: certifications.values()[0]) }
    }
}

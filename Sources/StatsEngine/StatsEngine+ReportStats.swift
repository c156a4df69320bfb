import Dispatch
import ListenModel

extension StatsEngine {
    /// What a report shows of `range`: `statSet(for:topCount:)` and, for a year report,
    /// `yearReview(year, asOf: range.asOf)`, the same values made on all cores at once.
    ///
    /// Both need the milestone timeline, a pass over the whole history that takes longer than
    /// a year's other statistics: made first inside one of them, it held up the report on one
    /// core (a fifth of a heavy history's year report). Here one core makes it while the other
    /// counts the range and then the review, which take their milestones from it after.
    public func reportStats(for range: ResolvedRange, reviewing year: Int?, topCount: Int = 25) -> (StatSet, YearReview?) {
        let sets = Concurrently.Slots<StatSet>(count: 1)
        let reviews = Concurrently.Slots<YearReview?>(count: 1)
        reviews.store(nil, at: 0)
        DispatchQueue.concurrentPerform(iterations: 2) { iteration in
            if iteration == 0 {
                _ = milestoneTimeline
            } else {
                sets.store(statSetLeavingOutMilestones(for: range, topCount: topCount), at: 0)
                // The review's own year set asks for the timeline: it waits for it here, on
                // this core, only if the range was counted first.
                if let year { reviews.store(yearReview(year, asOf: range.asOf), at: 0) }
            }
        }
        var set = sets.values()[0]
        fillMilestones(&set, range: range)
        return (set, reviews.values()[0])
    }
}

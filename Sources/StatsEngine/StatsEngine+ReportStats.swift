import Concurrency
import ListenModel

extension StatsEngine {
    /// What a report shows of `range`: `statSet(for:topCount:)` and, for a year report,
    /// `yearReview(year, asOf: range.asOf)`, the same values made on all cores at once.
    ///
    /// Both need the milestone timeline, a pass over the whole history that takes longer than
    /// a year's other statistics: made first inside one of them, it held up the report on one
    /// core (a fifth of a heavy history's year report). Here its two halves and the rest of
    /// the range's statistics and of the review are made at once, and the milestones and the
    /// review's forgotten favourites are taken from the timeline after.
    public func reportStats(for range: ResolvedRange, reviewing year: Int?, topCount: Int = 25) -> (StatSet, YearReview?) {
        let sets = Concurrently.Slots<StatSet>(count: 1)
        let reviews = Concurrently.Slots<YearReview?>(count: 1)
        reviews.store(nil, at: 0)
        withMilestoneTimeline(alongside: year == nil ? 1 : 2) { part in
            if part == 0 {
                sets.store(statSetLeavingOutMilestones(for: range, topCount: topCount), at: 0)
            } else if let year {
                reviews.store(yearReviewLeavingOutTimeline(year, topCount: Self.yearReviewTopCount, asOf: range.asOf), at: 0)
            }
        }
        var set = sets.values()[0]
        fillMilestones(&set, range: range)
        guard var review = reviews.values()[0] else { return (set, nil) }
        fillForgottenFavourites(&review)
        return (set, review)
    }
}

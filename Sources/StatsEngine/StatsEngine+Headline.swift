import ListenModel

extension StatsEngine {
    /// The headline numbers of `range`, as `statSet(for:topCount:)` computes them, without
    /// the heatmaps, streaks, discoveries and other lists a headline does not show: the site
    /// asks for one per year and per feed entry on every run, and a full set of a heavy
    /// listener's year is most of the site's work after a new week.
    public func headlineStats(for range: ResolvedRange, topCount: Int) -> HeadlineStats {
        let positions = index.positions(in: range.window)
        let artistCounts = WindowTally(index, positions: positions).artistCounts(index)
        let topArtists = index.order(index.artists, artistCounts).top(topCount).map {
            index.artist($0, listenCount: artistCounts[Int($0)])
        }
        // As statSetLeavingOutMilestones counts them: all_time's last bucket only up to "now".
        let activity = count(
            range.activityBuckets, until: range.name == StatRange.allTime.rawValue ? range.window.end : nil)
        let comparison = comparison(current: activity, previous: count(range.previousActivityBuckets), range: range)
        return HeadlineStats(
            listenCount: positions.count, activityChangePercent: comparison.changePercent(to: activity.reduce(0) { $0 + $1.listenCount }),
            topArtists: topArtists, milestones: milestones(in: range), onThisDay: onThisDay(range),
            timeZone: index.clock.identifier, comparison: comparison)
    }
}

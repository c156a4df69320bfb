import ListenModel

extension StatsEngine {
    /// The history's timeline of milestones and weekly #1s, made once per engine.
    var milestoneTimeline: MilestoneTimeline {
        milestoneCache.value { MilestoneTimeline(index, options: milestoneOptions) }
    }

    /// Every milestone of the history, oldest first: for an entity's page or a feed, which pick
    /// the ones about an entity or a span.
    public func milestones() -> [Milestone] { milestoneTimeline.milestones }

    /// The milestones, Eddington number and weeks at #1 of `range`: what happened inside its
    /// window up to its "now".
    func fillMilestones(_ set: inout StatSet, range: ResolvedRange) {
        let until = min(range.window.end, range.asOf + 1)
        set.milestones = milestones(in: range)
        set.eddington = eddington(before: until, start: range.window.start)
        set.weeksAtNumberOne = weeksAtNumberOne(in: range.window, asOf: range.asOf)
    }

    /// The milestones reached in `range`'s window up to its "now".
    func milestones(in range: ResolvedRange) -> [Milestone] {
        let timeline = milestoneTimeline
        let until = min(range.window.end, range.asOf + 1)
        let first = timeline.milestones.partitioningIndex { $0.time < range.window.start }
        let last = timeline.milestones.partitioningIndex { $0.time < until }
        return first < last ? Array(timeline.milestones[first..<last]) : []
    }

    /// The Eddington number of the listens before `end` (and before `start`), from every
    /// day's count: the whole days before the day `end` falls in, and that day's listens
    /// before it. (Where a clock change steps back over midnight, the repeated hour's listens
    /// count for their own day even when `end` is that day's start.)
    func eddington(before end: Int64, start: Int64) -> EddingtonNumber? {
        guard index.firstPosition(atOrAfter: end) > 0 else { return nil }
        let (value, towards) = Self.eddington(dayCounts(before: end))
        let (previous, _) = Self.eddington(dayCounts(before: min(start, end)))
        return EddingtonNumber(value: value, previousValue: previous, daysTowardsNext: towards)
    }

    /// Listens per wall-clock day (days with none left out) of the listens before `end`.
    private func dayCounts(before end: Int64) -> [Int32] {
        let timeline = milestoneTimeline
        let endPosition = index.firstPosition(atOrAfter: end)
        guard endPosition > 0 else { return [] }
        let endDay = index.clock.dayNumber(at: end)
        var counts: [Int32] = []
        for (offset, count) in timeline.dayTotals.enumerated() where count > 0 && timeline.minDay + offset < endDay {
            counts.append(count)
        }
        var lastDay: Int32 = 0
        var position = endPosition - 1
        while position >= 0 && Int(index.dayNumber[position]) >= endDay {
            if Int(index.dayNumber[position]) == endDay { lastDay += 1 }
            position -= 1
        }
        if lastDay > 0 { counts.append(lastDay) }
        return counts
    }

    /// The largest E with E days of at least E listens, and how many days already have E + 1.
    static func eddington(_ dayCounts: [Int32]) -> (value: Int, towardsNext: Int) {
        // daysWithAtLeast[k]: days with at least k listens (k up to the number of days).
        var histogram = [Int](repeating: 0, count: dayCounts.count + 2)
        for count in dayCounts { histogram[min(Int(count), dayCounts.count + 1)] += 1 }
        var atLeast = 0
        var value = 0
        var k = histogram.count - 1
        var atLeastByK = [Int](repeating: 0, count: histogram.count)
        while k >= 1 {
            atLeast += histogram[k]
            atLeastByK[k] = atLeast
            if value == 0 && atLeast >= k { value = k }
            k -= 1
        }
        return (value, value + 1 < atLeastByK.count ? atLeastByK[value + 1] : 0)
    }

    /// The artists at #1 in the ISO weeks of `window` (a week is the window's when its
    /// Thursday starts inside it) that had begun by `asOf`, with their weeks at #1 up to the
    /// window's end. A week is judged by all its stored listens, so a report as of a day inside
    /// a week shows that week's #1 as the store has it.
    public func weeksAtNumberOne(in window: TimeWindow, asOf: Int64) -> [ArtistWeeks] {
        let timeline = milestoneTimeline
        let clock = index.clock
        var inPeriod: [Int32: Int] = [:]
        var total: [Int32: Int] = [:]
        for (offset, week) in timeline.weekIndex.enumerated() {
            let monday = MilestoneTimeline.monday(ofWeek: week)
            let thursday = clock.start(of: monday.adding(days: 3))
            if thursday >= window.end || clock.start(of: monday) > asOf { break }
            for artist in timeline.weekTopArtists[offset] {
                total[artist, default: 0] += 1
                if thursday >= window.start { inPeriod[artist, default: 0] += 1 }
            }
        }
        let order = index.order(index.artists, [Int32](repeating: 0, count: index.artists.count))
        return inPeriod.keys.sorted { lhs, rhs in
            let (left, right) = ((inPeriod[lhs] ?? 0, total[lhs] ?? 0), (inPeriod[rhs] ?? 0, total[rhs] ?? 0))
            if left != right { return left > right }
            return order.precedes(lhs, rhs)
        }.map { id in
            let artist = index.artist(id, listenCount: 0)
            return ArtistWeeks(name: artist.name, mbid: artist.mbid, weeks: inPeriod[id] ?? 0, totalWeeks: total[id] ?? 0)
        }
    }
}

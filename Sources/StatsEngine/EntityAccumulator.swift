import ListenModel

/// What the one pass over the listens gathers for one selected entity.
struct EntityAccumulator {
    var count = 0
    var first = Int64.max
    var last = Int64.min
    var knownMs: Int64 = 0
    var estimatedCount = 0
    /// Listens per month, keyed `year * 12 + month - 1`.
    var months = SortedTally()
    /// Listens per wall-clock day number.
    var days = SortedTally()
    /// An artist's or album's listens per recording id; an artist's per release id.
    var recordings: [Int32: Int32] = [:]
    var releases: [Int32: Int32] = [:]
    /// A track's successors in the same session, per recording id.
    var next: [Int32: Int32] = [:]

    mutating func add(at time: Int64, durationMs: Int32, day: Int32, monthKey: Int) {
        count += 1
        first = min(first, time)
        last = max(last, time)
        if durationMs >= 0 { knownMs += Int64(durationMs) } else { estimatedCount += 1 }
        months.add(Int32(monthKey))
        days.add(day)
    }

    /// The longest run of days without a listen between two listening days (`days` ascending);
    /// the earliest wins a tie.
    static func longestGap(_ days: [Int32]) -> EntityGap? {
        var best: (Int32, Int32)?
        for (before, after) in zip(days, days.dropFirst()) where after - before > 1 {
            if best.map({ after - before > $0.1 - $0.0 }) ?? true { best = (before, after) }
        }
        return best.map {
            EntityGap(lastBefore: CalendarDay(dayNumber: Int($0.0)), firstAfter: CalendarDay(dayNumber: Int($0.1)))
        }
    }
}

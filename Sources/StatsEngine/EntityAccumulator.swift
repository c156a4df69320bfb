import ListenModel

/// What the one pass over the listens gathers for one selected entity.
struct EntityAccumulator {
    var count = 0
    var first = Int64.max
    var last = Int64.min
    var knownMs: Int64 = 0
    var estimatedCount = 0
    /// Listens per month, keyed `year * 12 + month - 1`.
    var months: [Int: Int] = [:]
    /// Listens per wall-clock day number.
    var days: [Int32: Int] = [:]
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
        months[monthKey, default: 0] += 1
        days[day, default: 0] += 1
    }

    /// Listens per day in day order.
    var dayCounts: [DayCount] {
        days.keys.sorted().map { DayCount(day: CalendarDay(dayNumber: Int($0)), listenCount: days[$0] ?? 0) }
    }

    /// The longest run of days without a listen between two listening days; the earliest wins a tie.
    var longestGap: EntityGap? {
        let sorted = days.keys.sorted()
        var best: (Int32, Int32)?
        for (before, after) in zip(sorted, sorted.dropFirst()) where after - before > 1 {
            if best.map({ after - before > $0.1 - $0.0 }) ?? true { best = (before, after) }
        }
        return best.map {
            EntityGap(lastBefore: CalendarDay(dayNumber: Int($0.0)), firstAfter: CalendarDay(dayNumber: Int($0.1)))
        }
    }
}

import ListenModel

extension StatsEngine {
    /// The longest run of listening days inside the window, and the run over the whole history
    /// that reaches day number `lastDay` or the day before it: the as-of day, or the period's
    /// last day when the period ended before it.
    func streaks(days: [DayCount], through lastDay: Int32) -> StreakSummary {
        var summary = StreakSummary()
        var runStart: Int?
        for (offset, day) in days.enumerated() {
            if day.listenCount > 0 {
                let start = runStart ?? offset
                runStart = start
                if (summary.longest?.dayCount ?? 0) < offset - start + 1 {
                    summary.longest = DaySpan(first: days[start].day, last: day.day)
                }
            } else {
                runStart = nil
            }
        }
        summary.current = currentStreak(asOfDay: lastDay)
        return summary
    }

    private func currentStreak(asOfDay: Int32) -> DaySpan? {
        let days = index.listeningDays
        // The last listening day on or before the as-of day.
        let end = days.firstIndex(after: asOfDay)
        guard end > 0, asOfDay - days[end - 1] <= 1 else { return nil }
        var first = end - 1
        while first > 0 && days[first - 1] == days[first] - 1 { first -= 1 }
        return DaySpan(first: CalendarDay(dayNumber: Int(days[first])), last: CalendarDay(dayNumber: Int(days[end - 1])))
    }
}

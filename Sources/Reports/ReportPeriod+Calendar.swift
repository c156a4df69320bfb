import ListenModel

extension ReportPeriod {
    /// The period of `kind` that contains `time` on `clock` (ISO weeks, starting Monday).
    /// `allTime` spans from `allTimeStart` to the end of the day containing `time`.
    public static func containing(
        _ time: Int64, kind: ReportPeriodKind, clock: WallClock, allTimeStart: Int64 = 0
    ) -> ReportPeriod {
        let day = clock.day(at: time)
        switch kind {
        case .week:
            let monday = day.mondayOnOrBefore
            let week = monday.isoWeek
            return ReportPeriod(
                kind: .week, slug: "\(week.year)-W\(DisplayFormat.pad(week.week))", title: "Week \(week.week), \(week.year)",
                window: clock.window(from: monday, to: monday.adding(days: 7)))
        case .month:
            return ReportPeriod(
                kind: .month, slug: "\(day.year)-\(DisplayFormat.pad(day.month))",
                title: "\(day.monthName) \(day.year)",
                window: clock.window(from: day.firstOfMonth, to: day.firstOfMonth.adding(months: 1)))
        case .quarter, .halfYear:
            let months = kind == .quarter ? 3 : 6
            let index = (day.month - 1) / months
            let first = CalendarDay(year: day.year, month: index * months + 1, day: 1)
            let label = kind == .quarter ? "Q\(index + 1)" : "H\(index + 1)"
            return ReportPeriod(
                kind: kind, slug: "\(day.year)-\(label)", title: "\(label) \(day.year)",
                window: clock.window(from: first, to: first.adding(months: months)))
        case .year:
            let first = CalendarDay(year: day.year, month: 1, day: 1)
            return ReportPeriod(
                kind: .year, slug: "\(day.year)", title: "\(day.year)",
                window: clock.window(from: first, to: first.adding(months: 12)))
        case .allTime:
            let end = clock.lastSecond(of: day) + 1
            return ReportPeriod(
                kind: .allTime, slug: "all", title: "All time",
                window: TimeWindow(start: min(allTimeStart, end), end: end))
        case .days:
            return days(from: day, through: day, clock: clock)
        }
    }

    /// The days from `first` through `last`: "2026-01-05..2026-02-10", "5 January – 10 February 2026".
    public static func days(from first: CalendarDay, through last: CalendarDay, clock: WallClock) -> ReportPeriod {
        let title =
            first == last
            ? "\(first.day) \(first.monthName) \(first.year)"
            : first.year == last.year
                ? "\(first.day) \(first.monthName) – \(last.day) \(last.monthName) \(last.year)"
                : "\(first.day) \(first.monthName) \(first.year) – \(last.day) \(last.monthName) \(last.year)"
        return ReportPeriod(
            kind: .days, slug: "\(first)..\(last)", title: title, window: clock.window(from: first, to: last.adding(days: 1)))
    }

    /// Every period of `kind` that holds at least one of `times` (ascending seconds), oldest first.
    public static func all(
        _ kind: ReportPeriodKind, covering times: [Int64], clock: WallClock
    ) -> [ReportPeriod] {
        guard let first = times.first, let last = times.last else { return [] }
        if kind == .allTime { return [containing(last, kind: .allTime, clock: clock, allTimeStart: first)] }
        var periods: [ReportPeriod] = []
        var index = 0
        while index < times.count {
            let period = containing(times[index], kind: kind, clock: clock)
            periods.append(period)
            // Jump past the period.
            index = max(times[index...].firstIndex(atOrAfter: period.window.end), index + 1)
        }
        return periods
    }
}

import Foundation
import ListenModel

extension ReportPeriod {
    /// The period of `kind` that contains `time` on `calendar`'s wall clock (ISO weeks, starting
    /// Monday). `allTime` spans from `allTimeStart` to the end of the day containing `time`.
    public static func containing(
        _ time: Int64, kind: ReportPeriodKind, calendar: Calendar, allTimeStart: Int64 = 0
    ) -> ReportPeriod {
        var calendar = calendar
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        let date = Date(timeIntervalSince1970: TimeInterval(time))
        func seconds(_ date: Date?) -> Int64 { Int64((date ?? Date(timeIntervalSince1970: 0)).timeIntervalSince1970) }
        switch kind {
        case .week:
            let interval = calendar.dateInterval(of: .weekOfYear, for: date)
            let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
            let year = parts.yearForWeekOfYear ?? 1970
            let week = parts.weekOfYear ?? 1
            return ReportPeriod(
                kind: .week, slug: "\(year)-W\(DisplayFormat.pad(week))", title: "Week \(week), \(year)",
                window: TimeWindow(start: seconds(interval?.start), end: seconds(interval?.end)))
        case .month:
            let interval = calendar.dateInterval(of: .month, for: date)
            let parts = calendar.dateComponents([.year, .month], from: date)
            let year = parts.year ?? 1970
            let month = parts.month ?? 1
            return ReportPeriod(
                kind: .month, slug: "\(year)-\(DisplayFormat.pad(month))",
                title: "\(DisplayFormat.monthNames[month - 1]) \(year)",
                window: TimeWindow(start: seconds(interval?.start), end: seconds(interval?.end)))
        case .quarter, .halfYear:
            let parts = calendar.dateComponents([.year, .month], from: date)
            let year = parts.year ?? 1970
            let months = kind == .quarter ? 3 : 6
            let index = ((parts.month ?? 1) - 1) / months
            let start = calendar.date(from: DateComponents(year: year, month: index * months + 1, day: 1))
            let end = start.flatMap { calendar.date(byAdding: .month, value: months, to: $0) }
            let label = kind == .quarter ? "Q\(index + 1)" : "H\(index + 1)"
            return ReportPeriod(
                kind: kind, slug: "\(year)-\(label)", title: "\(label) \(year)",
                window: TimeWindow(start: seconds(start), end: seconds(end)))
        case .year:
            let interval = calendar.dateInterval(of: .year, for: date)
            let year = calendar.component(.year, from: date)
            return ReportPeriod(
                kind: .year, slug: "\(year)", title: "\(year)",
                window: TimeWindow(start: seconds(interval?.start), end: seconds(interval?.end)))
        case .allTime:
            let end = seconds(calendar.dateInterval(of: .day, for: date)?.end)
            return ReportPeriod(
                kind: .allTime, slug: "all", title: "All time",
                window: TimeWindow(start: min(allTimeStart, end), end: end))
        }
    }

    /// Every period of `kind` that holds at least one of `times` (ascending seconds), oldest first.
    public static func all(
        _ kind: ReportPeriodKind, covering times: [Int64], calendar: Calendar
    ) -> [ReportPeriod] {
        guard let first = times.first, let last = times.last else { return [] }
        if kind == .allTime { return [containing(last, kind: .allTime, calendar: calendar, allTimeStart: first)] }
        var periods: [ReportPeriod] = []
        var index = 0
        while index < times.count {
            let period = containing(times[index], kind: kind, calendar: calendar)
            periods.append(period)
            // Jump past the period: binary search for the first time at or after its end.
            var low = index
            var high = times.count
            while low < high {
                let middle = (low + high) / 2
                if times[middle] < period.window.end { low = middle + 1 } else { high = middle }
            }
            index = max(low, index + 1)
        }
        return periods
    }
}

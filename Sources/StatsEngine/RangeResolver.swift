import Foundation
import ListenModel

/// Places a `RangeRequest` on a wall clock: the windows and activity buckets to count into.
///
/// ListenBrainz ranges follow its stats jobs exactly (with the zone UTC they give its
/// numbers): "today" is the day of `asOf` (the latest listen), the top-list window includes
/// its end second, and the activity buckets cover the previous period and this one, leaving
/// out today and later for the `this_*` ranges. In another zone the same rules run on that
/// zone's wall-clock days. Calendar ranges (ISO week, month, year, days) are half-open and
/// bucket their whole period, future days included.
public enum RangeResolver {
    /// ListenBrainz's all_time starts on the year Last.fm was founded.
    static let allTimeFirstYear = 2002

    /// Resolves `request` against "now" = `asOf` in `calendar.timeZone`.
    public static func resolve(_ request: RangeRequest, asOf: Int64, calendar: Calendar) throws -> ResolvedRange {
        try resolve(request, asOf: asOf, clock: WallClock(timeZone: calendar.timeZone))
    }

    /// The years a calendar range may name: day arithmetic in seconds stays far inside
    /// `Int64` for them, and no listen lies outside.
    public static let supportedYears = 1...9999

    /// Resolves `request` as `resolve(_:asOf:clock:)` does, its yearly buckets bounded by
    /// `history` (the first and last listen): they end with the year after the last listen, and
    /// a range of days starts them with the year before the first, so an as-of or a `--to` in
    /// the year 9999 gives a few empty years, not thousands.
    static func resolve(
        _ request: RangeRequest, asOf: Int64, clock: WallClock, history: ClosedRange<Int64>?
    ) throws -> ResolvedRange {
        var range = try resolve(request, asOf: asOf, clock: clock)
        guard let history, range.granularity == .year else { return range }
        let lastYear = clock.day(at: history.upperBound).year
        let end = clock.start(of: CalendarDay(year: min(lastYear + 2, supportedYears.upperBound), month: 1, day: 1))
        var start = Int64.min
        if case .days = request {
            start = clock.start(of: CalendarDay(year: max(clock.day(at: history.lowerBound).year - 1, 1), month: 1, day: 1))
        }
        range.activityBuckets.removeAll { $0.fromTS >= end || $0.toTS < start }
        range.previousActivityBuckets.removeAll { $0.fromTS >= end || $0.toTS < start }
        return range
    }

    static func resolve(_ request: RangeRequest, asOf: Int64, clock: WallClock) throws -> ResolvedRange {
        for year in request.namedYears where !supportedYears.contains(year) {
            throw StatsEngineError(
                code: .yearOutOfRange,
                message: "the year \(year) is out of range; use a year from \(supportedYears.lowerBound) to \(supportedYears.upperBound)")
        }
        switch request {
        case .listenBrainz(let range):
            return listenBrainz(range, asOf: asOf, clock: clock)
        case .isoWeek(let year, let week):
            let weeks = ISOWeek.count(inYear: year)
            guard (1...weeks).contains(week) else {
                throw StatsEngineError(
                    code: .invalidWeek, message: "\(year) has ISO weeks 1 to \(weeks); week \(week) does not exist")
            }
            let monday = ISOWeek(year: year, week: week).monday
            let name = "\(year)-W\(week < 10 ? "0" : "")\(week)"
            return calendarRange(
                name: name, first: monday, end: monday.adding(days: 7), previousFirst: monday.adding(days: -7),
                granularity: .day, label: .weekdayDate, asOf: asOf, clock: clock)
        case .month(let year, let month):
            guard (1...12).contains(month) else {
                throw StatsEngineError(code: .invalidMonth, message: "month \(month) does not exist; use 01 to 12")
            }
            let first = CalendarDay(year: year, month: month, day: 1)
            return calendarRange(
                name: String(first.description.prefix(7)), first: first, end: first.adding(months: 1),
                previousFirst: first.adding(months: -1), granularity: .day, label: .date, asOf: asOf, clock: clock)
        case .year(let year):
            let first = CalendarDay(year: year, month: 1, day: 1)
            return calendarRange(
                name: "\(year)", first: first, end: first.adding(months: 12), previousFirst: first.adding(months: -12),
                granularity: .month, label: .month, asOf: asOf, clock: clock)
        case .days(let from, let through):
            guard from.isValid, through.isValid, from <= through else {
                throw StatsEngineError(
                    code: .invalidDays, message: "the range \(from)..\(through) is empty; --from must not be after --to")
            }
            let length = through.dayNumber - from.dayNumber + 1
            let (granularity, label): (ActivityGranularity, BucketLabel) =
                length <= 62 ? (.day, .date) : length <= 731 ? (.month, .month) : (.year, .year)
            return calendarRange(
                name: "\(from)..\(through)", first: from, end: through.adding(days: 1),
                previousFirst: from.adding(days: -length), granularity: granularity, label: label, asOf: asOf,
                clock: clock)
        }
    }

    private static func calendarRange(
        name: String, first: CalendarDay, end: CalendarDay, previousFirst: CalendarDay,
        granularity: ActivityGranularity, label: BucketLabel, asOf: Int64, clock: WallClock
    ) -> ResolvedRange {
        let start = clock.start(of: first)
        return ResolvedRange(
            name: name, timeZone: clock.identifier, asOf: asOf,
            window: TimeWindow(start: start, end: clock.start(of: end)),
            previousWindow: TimeWindow(start: clock.start(of: previousFirst), end: start),
            firstDay: first, lastDay: end.adding(days: -1), granularity: granularity,
            activityBuckets: buckets(from: first, until: { $0 < end }, granularity, label, clock),
            previousActivityBuckets: buckets(from: previousFirst, until: { $0 < first }, granularity, label, clock))
    }

    // swiftlint:disable:next function_body_length
    private static func listenBrainz(_ range: StatRange, asOf: Int64, clock: WallClock) -> ResolvedRange {
        let today = clock.day(at: asOf)
        let isFirstOfMonth = today.day == 1
        let isNewYearsDay = isFirstOfMonth && today.month == 1
        // Top-list window [first, end] and the day its previous period starts.
        let first: CalendarDay
        let end: CalendarDay
        let previousFirst: CalendarDay
        // Activity buckets from `activityFirst` while before `activityEnd`.
        let activityFirst: CalendarDay
        let activityEnd: CalendarDay
        let granularity: ActivityGranularity
        let label: BucketLabel
        switch range {
        case .thisWeek:
            first = today.adding(days: -1).mondayOnOrBefore
            end = first.adding(days: 7)
            previousFirst = first.adding(days: -7)
            activityFirst = today.adding(days: -8).mondayOnOrBefore
            activityEnd = today
            (granularity, label) = (.day, .weekdayDate)
        case .week:
            first = today.adding(days: -7).mondayOnOrBefore
            end = first.adding(days: 7)
            previousFirst = first.adding(days: -7)
            activityFirst = today.adding(days: -14).mondayOnOrBefore
            activityEnd = activityFirst.adding(days: 14)
            (granularity, label) = (.day, .weekdayDate)
        case .thisMonth:
            first = isFirstOfMonth ? today.adding(months: -1) : today.firstOfMonth
            end = first.adding(months: 1)
            previousFirst = first.adding(months: -1)
            activityFirst = isFirstOfMonth ? today.adding(months: -2) : today.adding(months: -1).firstOfMonth
            activityEnd = today
            (granularity, label) = (.day, .date)
        case .month:
            first = today.adding(months: -1).firstOfMonth
            end = first.adding(months: 1)
            previousFirst = first.adding(months: -1)
            activityFirst = today.adding(months: -2).firstOfMonth
            activityEnd = activityFirst.adding(months: 2)
            (granularity, label) = (.day, .date)
        case .quarter:
            let quarterStartMonth = (today.month - 1) / 3 * 3 + 1
            first = CalendarDay(year: today.year, month: quarterStartMonth, day: 1).adding(months: -3)
            end = first.adding(months: 3)
            previousFirst = first.adding(months: -3)
            activityFirst = previousFirst
            activityEnd = end
            (granularity, label) = (.day, .date)
        case .halfYearly:
            first = CalendarDay(year: today.year, month: today.month <= 6 ? 1 : 7, day: 1).adding(months: -6)
            end = first.adding(months: 6)
            previousFirst = first.adding(months: -6)
            activityFirst = previousFirst
            activityEnd = end
            (granularity, label) = (.month, .month)
        case .thisYear:
            first = CalendarDay(year: isNewYearsDay ? today.year - 1 : today.year, month: 1, day: 1)
            end = first.adding(months: 12)
            previousFirst = first.adding(months: -12)
            activityFirst = previousFirst
            activityEnd = today
            (granularity, label) = (.month, .month)
        case .year:
            first = CalendarDay(year: today.year - 1, month: 1, day: 1)
            end = first.adding(months: 12)
            previousFirst = first.adding(months: -12)
            activityFirst = previousFirst
            activityEnd = end
            (granularity, label) = (.month, .month)
        case .allTime:
            return allTime(asOf: asOf, clock: clock)
        }
        let start = clock.start(of: first)
        let window = TimeWindow(start: start, end: clock.start(of: end) + 1)
        let all = buckets(from: activityFirst, until: { $0 < activityEnd }, granularity, label, clock)
        return ResolvedRange(
            name: range.rawValue, timeZone: clock.identifier, asOf: asOf, window: window,
            previousWindow: TimeWindow(start: clock.start(of: previousFirst), end: start),
            firstDay: first, lastDay: end.adding(days: -1), granularity: granularity,
            activityBuckets: all.filter { $0.fromTS >= start },
            previousActivityBuckets: all.filter { $0.fromTS < start })
    }

    /// From 1 January 2002 to the latest listen, both included; yearly buckets while a year
    /// starts before it, with no previous period.
    private static func allTime(asOf: Int64, clock: WallClock) -> ResolvedRange {
        let first = CalendarDay(year: allTimeFirstYear, month: 1, day: 1)
        let start = clock.start(of: first)
        return ResolvedRange(
            name: StatRange.allTime.rawValue, timeZone: clock.identifier, asOf: asOf,
            window: TimeWindow(start: start, end: max(start, asOf + 1)),
            previousWindow: TimeWindow(start: start, end: start), firstDay: first,
            lastDay: max(first, clock.day(at: asOf)), granularity: .year,
            activityBuckets: buckets(from: first, until: { clock.start(of: $0) < asOf }, .year, .year, clock),
            previousActivityBuckets: [])
    }

    /// Consecutive buckets starting at `first` while `continues(bucketFirstDay)` holds; each
    /// ends one second before the next begins, as ListenBrainz reports them.
    static func buckets(
        from first: CalendarDay, until continues: (CalendarDay) -> Bool, _ granularity: ActivityGranularity,
        _ label: BucketLabel, _ clock: WallClock
    ) -> [ActivityBucket] {
        var result: [ActivityBucket] = []
        var day = first
        var start = clock.start(of: day)
        while continues(day) {
            let next =
                switch granularity {
                case .day: day.adding(days: 1)
                case .month: day.adding(months: 1)
                case .year: day.adding(months: 12)
                }
            let nextStart = clock.start(of: next)
            result.append(ActivityBucket(fromTS: start, toTS: nextStart - 1, timeRange: label.text(for: day), listenCount: 0))
            day = next
            start = nextStart
        }
        return result
    }
}

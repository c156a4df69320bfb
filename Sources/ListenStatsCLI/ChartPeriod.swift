import Foundation
import ListenModel

/// The window a chart covers, the window before it, and how each is cut into bars, on the
/// listener's calendar.
///
/// A stand-in until the engine's windows are wired in: "now" is the latest listen, as
/// ListenBrainz does, and bucket edges are wall-clock boundaries in `calendar`'s zone.
struct ChartPeriod {
    var window: TimeWindow
    var previous: TimeWindow?
    /// Bucket start times of the window (the last bucket ends at `window.end`).
    var buckets: [Int64]
    var previousBuckets: [Int64]
    var labels: [String]
    var name: String
    var previousName: String

    init(range: StatRange, latest: Int64, earliest: Int64, calendar: Calendar) {
        let anchor = Date(timeIntervalSince1970: TimeInterval(latest))
        func start(of unit: Calendar.Component, _ date: Date) -> Date {
            calendar.dateInterval(of: unit, for: date)?.start ?? date
        }
        func adding(_ unit: Calendar.Component, _ value: Int, to date: Date) -> Date {
            calendar.date(byAdding: unit, value: value, to: date) ?? date
        }
        func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
        func cut(from: Date, to: Date, by unit: Calendar.Component) -> [Int64] {
            var result: [Int64] = []
            var cursor = from
            while cursor < to && result.count < 400 {
                result.append(seconds(cursor))
                cursor = adding(unit, 1, to: cursor)
            }
            return result
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone

        let span: (unit: Calendar.Component, count: Int, bucket: Calendar.Component, format: String, name: String, previousName: String)
        var offset = 0
        switch range {
        case .thisWeek: span = (.weekOfYear, 1, .day, "EEE", "This week", "Last week")
        case .week: span = (.weekOfYear, 1, .day, "EEE", "Last week", "The week before"); offset = -1
        case .thisMonth: span = (.month, 1, .day, "d", "This month", "Last month")
        case .month: span = (.month, 1, .day, "d", "Last month", "The month before"); offset = -1
        case .quarter: span = (.month, 3, .month, "MMM", "Last quarter", "The quarter before"); offset = -3
        case .halfYearly: span = (.month, 6, .month, "MMM", "Last half-year", "The half-year before"); offset = -6
        case .thisYear: span = (.year, 1, .month, "MMM", "This year", "Last year")
        case .year: span = (.year, 1, .month, "MMM", "Last year", "The year before"); offset = -1
        case .allTime: span = (.year, 1, .year, "yyyy", "All time", "")
        }
        formatter.dateFormat = span.format
        if range == .allTime {
            let first = start(of: .year, Date(timeIntervalSince1970: TimeInterval(earliest)))
            let end = adding(.year, 1, to: start(of: .year, anchor))
            window = TimeWindow(start: seconds(first), end: seconds(end))
            previous = nil
            buckets = cut(from: first, to: end, by: .year)
            previousBuckets = []
        } else {
            let unitForStart: Calendar.Component = span.unit == .weekOfYear ? .weekOfYear : span.unit == .year ? .year : .month
            let from = adding(span.unit, offset, to: start(of: unitForStart, anchor))
            let to = adding(span.unit, span.count, to: from)
            let before = adding(span.unit, -span.count, to: from)
            window = TimeWindow(start: seconds(from), end: seconds(to))
            previous = TimeWindow(start: seconds(before), end: seconds(from))
            buckets = cut(from: from, to: to, by: span.bucket)
            previousBuckets = cut(from: before, to: from, by: span.bucket)
        }
        labels = buckets.map { formatter.string(from: Date(timeIntervalSince1970: TimeInterval($0))) }
        name = span.name
        previousName = span.previousName
    }

    /// Listens per bucket of `starts` (ending at `end`) among `times` (ascending).
    static func counts(of times: [Int64], starts: [Int64], end: Int64) -> [Int] {
        guard !starts.isEmpty else { return [] }
        var counts = Array(repeating: 0, count: starts.count)
        for time in times where time >= starts[0] && time < end {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= time { low = middle } else { high = middle - 1 }
            }
            counts[low] += 1
        }
        return counts
    }
}

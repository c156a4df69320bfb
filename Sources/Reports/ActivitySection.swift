import Foundation
import ListenModel

/// Listening activity over the period against the previous one.
struct ActivitySection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var summary: String
    var changeText: String
    var changeClass: String
    var hasComparison: Bool
    var bucketHeading: String
    var currentHeading: String
    var previousHeading: String
    var rows: [ActivityRow]
    var charts: [ChartView]
    var hasChart: Bool

    init(content: ReportContent, charts: [ChartView]) {
        let stats = content.stats
        let kind = content.period.kind
        available = !stats.activity.isEmpty
        unavailableMessage = "No activity to show for this \(kind.noun)."
        hasComparison = kind != .allTime && content.comparesPreviousPeriod && !stats.previousActivity.isEmpty
        let progress = PeriodProgress(content: content)
        let change = DisplayFormat.change(percent: stats.activityChangePercent, listens: stats.listenCount)
        changeText = change.text
        changeClass = change.direction.rawValue
        summary =
            kind == .allTime
            ? "\(DisplayFormat.listens(stats.listenCount)) in all."
            : !content.comparesPreviousPeriod
                ? "\(DisplayFormat.listens(stats.listenCount)) this \(kind.noun); the \(kind.noun) before is not known."
            : progress.isInProgress
                ? "\(DisplayFormat.listens(stats.listenCount)) so far this \(kind.noun) (\(progress.elapsedText(stats.granularity))), against \(DisplayFormat.count(progress.comparablePreviousListens)) in the same \(stats.granularity.rawValue)s of the \(kind.noun) before\(progress.partialCoverageNote)."
                : "\(DisplayFormat.listens(stats.listenCount)) this \(kind.noun), against \(DisplayFormat.count(stats.previousListenCount)) the \(kind.noun) before\(progress.partialCoverageNote)."
        bucketHeading = Self.bucketHeading(kind, granularity: stats.granularity)
        currentHeading = kind == .allTime ? "Listens" : "This \(kind.noun)"
        previousHeading = "Previous \(kind.noun)"
        let busiest = max(stats.activity.map(\.listenCount).max() ?? 0, 1)
        let clock = WallClock(named: stats.timeZone)
        rows = stats.activity.enumerated().map { index, bucket in
            let previous = index < stats.previousActivity.count ? stats.previousActivity[index].listenCount : 0
            return ActivityRow(
                label: bucket.timeRange, shortLabel: Self.shortLabel(bucket, on: clock), count: DisplayFormat.count(bucket.listenCount),
                previousCount: DisplayFormat.count(previous),
                barPercent: bucket.listenCount * 100 / busiest)
        }
        self.charts = charts
        hasChart = !charts.isEmpty
    }

    static func shortLabel(_ bucket: ActivityBucket, on clock: WallClock) -> String {
        let day = clock.day(at: bucket.fromTS)
        let span = bucket.toTS - bucket.fromTS
        if span < 2 * 86_400 { return "\(CalendarNames.shortWeekdays[day.weekdayIndex]) \(day.day)" }
        if span < 40 * 86_400 { return "\(CalendarNames.shortMonths[day.month - 1]) \(day.year)" }
        return "\(day.year)"
    }

    static func bucketHeading(_ kind: ReportPeriodKind, granularity: ActivityGranularity) -> String {
        switch kind {
        case .week, .month: "Day"
        case .quarter, .halfYear, .year: "Month"
        case .allTime: "Year"
        case .days: granularity.rawValue.capitalized
        }
    }
}

extension ActivitySection: MustacheFields {
    static let fields: [String: @Sendable (ActivitySection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "summary": { $0.summary },
        "changeText": { $0.changeText }, "changeClass": { $0.changeClass }, "hasComparison": { $0.hasComparison },
        "bucketHeading": { $0.bucketHeading }, "currentHeading": { $0.currentHeading },
        "previousHeading": { $0.previousHeading }, "rows": { $0.rows }, "charts": { $0.charts },
        "hasChart": { $0.hasChart },
    ]
}

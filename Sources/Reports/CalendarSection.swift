import ListenModel

/// Every day of the period: a grid of weeks (Monday at the top) shaded by listens.
struct CalendarSection: Sendable {
    var available: Bool
    var unavailableMessage: String
    var summary: String
    var cells: [CalendarCell]
    var weekCount: Int
    /// Up to six weeks are drawn as a wall calendar (a row per week, day numbers inside);
    /// longer periods as a strip of week columns.
    var isMonthLayout: Bool
    /// A longer period month by month, each a small wall calendar.
    var months: [CalendarMonth]
    var charts: [ChartView]
    var hasChart: Bool

    init(content: ReportContent, charts: [ChartView]) {
        let days = content.stats.days
        available = !days.isEmpty && content.stats.listenCount > 0
        unavailableMessage = "No days with listens to show this \(content.period.kind.noun)."
        let maximum = days.map(\.listenCount).max() ?? 0
        let active = days.filter { $0.listenCount > 0 }.count
        let busiest = days.first { $0.listenCount == maximum && maximum > 0 }
        summary =
            "Listened on \(DisplayFormat.count(active)) of \(DisplayFormat.days(days.count))."
            + (busiest.map { " Busiest day: \(DisplayFormat.day($0.day)) (\(DisplayFormat.listens($0.listenCount)))." } ?? "")
        func weeks(_ days: ArraySlice<DayCount>) -> [CalendarCell] {
            let padding = days.first?.day.weekdayIndex ?? 0
            return Array(repeating: CalendarCell(level: 0, label: "", isPadding: true, dayOfMonth: ""), count: padding)
                + days.map {
                    let link = $0.listenCount > 0 ? content.entityLinks?.url(forDay: $0.day) : nil
                    return CalendarCell(
                        level: HeatmapSection.level($0.listenCount, maximum: maximum),
                        label: "\(DisplayFormat.day($0.day)) · \(DisplayFormat.listens($0.listenCount))", isPadding: false,
                        dayOfMonth: String($0.day.day), count: $0.listenCount == 0 ? "" : DisplayFormat.count($0.listenCount),
                        link: link ?? "", hasLink: link != nil)
                }
        }
        cells = weeks(days[...])
        weekCount = max(1, (cells.count + 6) / 7)
        isMonthLayout = weekCount <= 6
        var months: [CalendarMonth] = []
        var start = days.startIndex
        while !isMonthLayout, start < days.endIndex {
            let month = days[start].day
            let end = days[start...].firstIndex { ($0.day.year, $0.day.month) != (month.year, month.month) } ?? days.endIndex
            let monthDays = days[start..<end]
            let played = monthDays.filter { $0.listenCount > 0 }.count
            // The month's listens are the activity's bars: here, the days it was played.
            months.append(
                CalendarMonth(
                    name: "\(month.monthName) \(month.year)",
                    summary: "\(DisplayFormat.count(played)) of \(DisplayFormat.days(monthDays.count)) played", cells: weeks(monthDays)))
            start = end
        }
        self.months = months
        self.charts = charts
        hasChart = !charts.isEmpty
    }
}

/// A year's calendar is a few hundred cells, each read field by field, page and Markdown.
extension CalendarSection: MustacheFields {
    static let fields: [String: @Sendable (CalendarSection) -> Any] = [
        "available": { $0.available }, "unavailableMessage": { $0.unavailableMessage }, "summary": { $0.summary },
        "cells": { $0.cells }, "weekCount": { $0.weekCount }, "isMonthLayout": { $0.isMonthLayout },
        "months": { $0.months }, "charts": { $0.charts }, "hasChart": { $0.hasChart },
    ]
}

import Charts

extension ReportSection {
    /// Every day of the period shaded by listens; a year report also draws the year's calendar.
    static let calendar = ReportSection(
        id: .calendar, title: "Calendar", dataPath: "stats.days",
        charts: [
            SectionChart(
                id: "calendar", caption: "A year of days, quantile colours", needsYear: true,
                title: { "Every day of \($0.year?.calendar.year ?? 0)" },
                altText: { "Listens on each day of \($0.year?.calendar.year ?? 0)." },
                isDrawn: { $0.year != nil },
                make: { CalendarHeatmap(data: $0.requiredYear.calendar, theme: $1) })
        ],
        // ListenBrainz's Year in Music has every day's listens; its other statistics have none.
        isShown: { $0.source.isLocal || !$0.stats.days.isEmpty },
        view: { CalendarSection(content: $0, charts: $1) })
}

extension ReportSection.ID {
    static let calendar: Self = "calendar"
}

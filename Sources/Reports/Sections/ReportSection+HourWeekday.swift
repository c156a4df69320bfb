import Charts

extension ReportSection {
    /// Listens by weekday and hour on the listener's clock.
    static let hourWeekday = ReportSection(
        id: .hourWeekday, title: "When you listen", partial: "heatmap", dataPath: "stats.hour_weekday",
        charts: [
            SectionChart(
                id: "hour-weekday", caption: "Hour × weekday punchcard", title: { _ in "When you listen" },
                altText: { "Listens by weekday and hour in \($0.stats.timeZone)." },
                make: { HourWeekdayHeatmap(data: $0.range.hourWeekday(), theme: $1) }),
            SectionChart(
                id: "clock", caption: "Radial 24-hour listening clock", onPage: false,
                title: { _ in "Your listening clock" }, altText: { "Listens per hour of the day in \($0.stats.timeZone)." },
                make: { ListeningClockChart(data: $0.range.listeningClock(), theme: $1) }),
        ],
        view: { HeatmapSection(content: $0, charts: $1) })
}

extension ReportSection.ID {
    static let hourWeekday: Self = "hour-weekday"
}

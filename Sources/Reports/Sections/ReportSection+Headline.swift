import Charts

extension ReportSection {
    /// The headline numbers: listens against the previous period, time, artists, albums, tracks.
    static let headline = ReportSection(
        id: .headline, title: "Summary", dataPath: "stats",
        charts: [
            SectionChart(
                id: "cards", caption: "Big-number stat cards", onPage: false,
                title: { _ in "Your listening in numbers" }, altText: { "Headline numbers of \($0.range.periodTitle)." },
                make: { StatCardsChart(data: $0.range.statCards(), theme: $1) })
        ],
        view: { content, _ in HeadlineSection(content: content) })
}

extension ReportSection.ID {
    static let headline: Self = "headline"
}

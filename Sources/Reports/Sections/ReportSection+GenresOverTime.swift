import Charts
import ListenModel

extension ReportSection {
    /// The top genres' share of the genre votes month by month, from the cached metadata: how
    /// they moved through a quarter, a year or all time (ListenBrainz's genre activity and
    /// Last.fm users ask for it). A week or a month has too few months to show a shape, and
    /// ListenBrainz's statistics have no genres by month.
    static let genresOverTime = ReportSection(
        id: .genresOverTime, title: "Your genres month by month", partial: "bars", dataPath: "stats.music.genre_months",
        charts: [
            SectionChart(
                id: "genre-months", caption: "Each top genre's share of the genre votes per month (from cached metadata)",
                title: { _ in "Your genres month by month" },
                altText: { input in
                    let months = input.stats.music?.genreMonths ?? MusicStats.GenreMonths()
                    return "Each top genre's share of the genre votes per month, \(monthSpan(months)): "
                        + months.series.map { "\($0.genre) \(shareMove($0, months: months))" }.joined(separator: "; ") + "."
                },
                isDrawn: { !($0.stats.music?.genreMonths.series.isEmpty ?? true) },
                make: { input, theme in
                    let months = input.stats.music?.genreMonths ?? MusicStats.GenreMonths()
                    return ShareLinesChart(
                        data: ShareLinesChart.Data(
                            title: "Your genres month by month", subtitle: "Share of each month's genre votes, %",
                            periodLabels: months.months.map(monthLabel), series: months.series.map { ($0.genre, $0.shares) }),
                        theme: theme)
                })
        ],
        isShown: { !($0.stats.music?.genreMonths.series.isEmpty ?? true) },
        view: { content, charts in
            let months = content.stats.music?.genreMonths ?? MusicStats.GenreMonths()
            // Each genre's share in the first and the last month, a line each on a phone (the
            // chart's alt text and Markdown's image add the peaks), the bar its peak share.
            return BarsSection(
                id: .genresOverTime, title: "Your genres month by month",
                summary: "Shares of each month's genre votes, \(monthSpan(months)).",
                labelHeading: "Genre", valueHeading: "First month → last",
                rows: months.series.map { series in
                    (series.genre, shareMove(series, months: months, withPeak: false), Int(((series.shares.max() ?? 0) * 1000).rounded()))
                },
                unavailableMessage: "", charts: charts
            ).linking { content.entityLinks?.url(forGenre: $0) }
        })

    /// "2025-03" → "Mar 2025".
    static func monthLabel(_ month: String) -> String {
        let parts = month.split(separator: "-")
        guard parts.count == 2, let number = Int(parts[1]), (1...12).contains(number) else { return month }
        return CalendarNames.shortMonths[number - 1] + " " + parts[0]
    }

    /// "from Jan 2025 to Dec 2025".
    static func monthSpan(_ months: MusicStats.GenreMonths) -> String {
        "from \(monthLabel(months.months.first ?? "")) to \(monthLabel(months.months.last ?? ""))"
    }

    /// "12% → 18%, most in Jun 2025 (25%)": the first and last months with votes, and the peak.
    static func shareMove(_ series: MusicStats.GenreSeries, months: MusicStats.GenreMonths, withPeak: Bool = true) -> String {
        // A month without a single genre vote says nothing of any genre's share.
        let voted = months.months.indices.filter { month in months.series.contains { month < $0.shares.count && $0.shares[month] > 0 } }
        guard let first = voted.first, let last = voted.last, last < series.shares.count else { return "" }
        let peak = voted.max { series.shares[$0] != series.shares[$1] ? series.shares[$0] < series.shares[$1] : $0 > $1 }
        var text = "\(percent(series.shares[first])) → \(percent(series.shares[last]))"
        if withPeak, let peak, months.months.indices.contains(peak) {
            text += ", most in \(monthLabel(months.months[peak])) (\(percent(series.shares[peak])))"
        }
        return text
    }
}

extension ReportSection.ID {
    static let genresOverTime: Self = "genres-over-time"
}

import Charts
import ListenModel

extension ReportSection {
    /// Top genres: weighed from the cached genre tags on a local report (as ListenBrainz's
    /// Year in Music weighs them), from ListenBrainz's genre-by-hour statistic otherwise.
    static let genres = ReportSection(
        id: .genres, title: "Top genres", partial: "bars", dataPath: "server_statistics.genre_activity",
        localDataPath: "stats.music.top_genres",
        charts: [
            SectionChart(
                id: "genre-hours", caption: "Top genres by hour of the day", title: { _ in "Your genres through the day" },
                altText: { input in
                    let rows = genreHourRows(input)
                    return "Listens of the top genres by hour of the day, \(rows.zone): " + rows.genres.prefix(5).joined(separator: ", ")
                },
                isDrawn: { !genreHourRows($0).genres.isEmpty },
                make: { input, theme in
                    let rows = genreHourRows(input)
                    return HourWeekdayHeatmap(
                        data: HourWeekdayHeatmapData(
                            title: "Your genres through the day", subtitle: "\(input.range.subtitle) · \(rows.zone)", counts: rows.counts,
                            weekdayNames: rows.genres),
                        theme: theme)
                }),
            SectionChart(
                id: .topGenres, caption: "Top genres", onPage: false, title: { _ in "Top genres" },
                altText: { "Top genres: " + genreChartItems($0).prefix(5).map { "\($0.label) (\($0.valueLabel ?? String($0.count)))" }.joined(separator: ", ") },
                isDrawn: { !genreChartItems($0).isEmpty },
                make: { input, theme in
                    TopBarsChart(
                        data: TopBarsChartData(
                            title: "Top genres", subtitle: input.range.subtitle, items: genreChartItems(input), showsRankChange: false),
                        theme: theme)
                }),
            SectionChart(
                id: .genreShare, caption: "Each top genre's share of the genre votes (from cached metadata)", title: { _ in "Genre share" },
                altText: { "Genre share: " + genreChartItems($0).prefix(5).map { "\($0.label) \($0.valueLabel ?? "")" }.joined(separator: ", ") },
                isDrawn: { $0.stats.music.map { !$0.topGenres.isEmpty } ?? false },
                make: { input, theme in
                    TopBarsChart(
                        data: TopBarsChartData(
                            title: "Genre share", subtitle: input.range.subtitle, items: genreChartItems(input), showsRankChange: false),
                        theme: theme)
                }),
            SectionChart(
                id: "genre-activity", caption: "The top genres' listens through the period, as a streamgraph (from cached metadata)",
                title: { "Your genres through the \($0.stats.granularity.rawValue)s" },
                altText: { input in
                    let series = input.stats.music?.genreActivity ?? []
                    return "Listens of the top genres per \(input.stats.granularity.rawValue), stacked: "
                        + series.map { "\($0.genre) (\($0.listenCounts.reduce(0, +)))" }.joined(separator: ", ") + "."
                },
                // A shape needs a few buckets and some genres in them.
                isDrawn: { input in input.stats.activity.count > 2 && (input.stats.music?.genreActivity.contains { $0.listenCounts.contains { $0 > 0 } } ?? false) },
                make: { input, theme in
                    ArtistEvolutionChart(
                        data: ArtistEvolutionData(
                            title: "Your genres through the \(input.stats.granularity.rawValue)s", subtitle: input.range.subtitle,
                            periodLabels: input.range.activity().labels,
                            series: (input.stats.music?.genreActivity ?? []).map { NamedSeries(name: $0.genre, values: $0.listenCounts.map { $0 }) }),
                        theme: theme)
                }),
        ],
        isShown: { showsMusic($0, id: .genres, serverEntries: genreEntries($0.serverStatistics)) },
        view: { content, charts in
            if isLocalMusic(content.stats) || genreEntries(content.serverStatistics).isEmpty {
                let genres = content.stats.music?.topGenres ?? []
                var summary = ""
                if let music = content.stats.music {
                    // How much of the period has metadata is said once, under the release years.
                    summary = "Shares of the MusicBrainz genre votes on what was played, weighed as ListenBrainz's Year in Music does; \(DisplayFormat.count(music.listensWithGenre)) listens have a genre."
                }
                return BarsSection(
                    id: .genres, title: musicTitle(content, "Top genres"), summary: summary, labelHeading: "Genre", valueHeading: "Share",
                    rows: genres.prefix(StatSetCharts.topEntries).map { ($0.genre, percent($0.share), $0.weight) },
                    unavailableMessage: noMusicMessage(content, what: "genres"), charts: charts, rowsChartID: .genreShare
                ).linking { content.entityLinks?.url(forGenre: $0) }
            }
            return BarsSection(
                id: .genres, title: "Top genres",
                summary: "Genre tags of the recordings you played, by listens, as ListenBrainz counted; the chart shows when in the day (UTC) you play them.",
                labelHeading: "Genre", entries: Array(genreEntries(content.serverStatistics).prefix(StatSetCharts.topEntries)),
                unavailableMessage: "", charts: charts, rowsChartID: .topGenres
            ).linking { content.entityLinks?.url(forGenre: $0) }
        })

    /// Top genres as bars: shares of the votes locally, listens by ListenBrainz's count otherwise.
    static func genreChartItems(_ input: ChartInput) -> [TopBarsItem] {
        if let music = input.stats.music {
            return music.topGenres.prefix(StatSetCharts.topEntries).map {
                TopBarsItem(label: $0.genre, count: $0.weight, valueLabel: percent($0.share), rankChange: nil)
            }
        }
        return genreEntries(input.serverStatistics).prefix(StatSetCharts.topEntries).map {
            TopBarsItem(label: $0.label, count: $0.count, rankChange: nil)
        }
    }

    /// ListenBrainz's top genres of the report's range, by listens (`genreTotals`).
    static func genreEntries(_ statistics: [ServerStatistic]) -> [(label: String, count: Int)] {
        guard case .genreActivity(let cells)? = serverContent(statistics, .genreActivity) else { return [] }
        return cells.genreTotals().map { (label: $0.genre, count: $0.listenCount) }
    }

    /// Listens of the top genres per hour, rows in rank order: local (the report's zone) or
    /// ListenBrainz's (UTC).
    static func genreHourRows(_ input: ChartInput) -> (genres: [String], counts: [[Int]], zone: String) {
        if let music = input.stats.music {
            let genres = Array(music.topGenres.prefix(8).map(\.genre))
            return (genres, music.genreHours.hourRows(of: genres), input.stats.timeZone)
        }
        guard case .genreActivity(let cells)? = serverContent(input.serverStatistics, .genreActivity) else { return ([], [], "UTC") }
        let genres = Array(cells.genreTotals().prefix(8).map(\.genre))
        return (genres, cells.hourRows(of: genres), "UTC")
    }
}

extension ReportSection.ID {
    static let genres: Self = "genres"
}

extension SectionChart.ID {
    /// The charts that draw exactly the section's rows, left off its page.
    static let topGenres: Self = "genres"
    static let genreShare: Self = "genre-share"
}

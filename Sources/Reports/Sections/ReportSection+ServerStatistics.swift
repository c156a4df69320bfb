import Charts
import ListenModel

extension ReportSection {
    /// Listens by the year their releases came out, as ListenBrainz counted them.
    static let eraActivity = ReportSection(
        id: "era", title: "Listens by release year", partial: "bars", dataPath: "server_statistics.era_activity",
        charts: [
            SectionChart(
                id: "era", caption: "Listens by release year", title: { _ in "Listens by release year" },
                altText: { "Listens by release year: " + eraEntries($0.serverStatistics).prefix(5).map { "\($0.label) (\($0.count))" }.joined(separator: ", ") },
                isDrawn: { !eraEntries($0.serverStatistics).isEmpty },
                make: { input, theme in
                    let entries = eraEntries(input.serverStatistics)
                    return ActivityChart(
                        data: ActivityChartData(
                            title: "Listens by release year", subtitle: input.range.subtitle, labels: entries.map(\.label),
                            current: entries.map(\.count), previous: [], currentName: "Listens", previousName: ""),
                        theme: theme)
                })
        ],
        isShown: { !eraEntries($0.serverStatistics).isEmpty },
        view: { content, charts in
            let entries = eraEntries(content.serverStatistics)
            let busiest = entries.max { $0.count < $1.count }
            return BarsSection(
                id: "era", title: "Listens by release year",
                summary: busiest.map { "Most listened: music from \($0.label) (\(DisplayFormat.listens($0.count)))." } ?? "",
                labelHeading: "Released", entries: entries, unavailableMessage: "", charts: charts)
        })

    /// Genres by listens, from ListenBrainz's genre-by-hour statistic summed over the hours.
    static let genres = ReportSection(
        id: "genres", title: "Top genres", partial: "bars", dataPath: "server_statistics.genre_activity",
        charts: [
            SectionChart(
                id: "genre-hours", caption: "Top genres by hour of the day (UTC)", title: { _ in "Your genres through the day" },
                altText: { "Listens of the top genres by hour of the day, UTC: " + genreEntries($0.serverStatistics).prefix(5).map(\.label).joined(separator: ", ") },
                isDrawn: { !genreEntries($0.serverStatistics).isEmpty },
                make: { input, theme in
                    let genres = genreEntries(input.serverStatistics).prefix(8).map(\.label)
                    var counts = [[Int]](repeating: [Int](repeating: 0, count: 24), count: genres.count)
                    if case .genreActivity(let cells)? = serverContent(input.serverStatistics, .genreActivity) {
                        for cell in cells where (0..<24).contains(cell.hour) {
                            if let row = genres.firstIndex(of: cell.genre) { counts[row][cell.hour] += cell.listenCount }
                        }
                    }
                    return HourWeekdayHeatmap(
                        data: HourWeekdayHeatmapData(
                            title: "Your genres through the day", subtitle: "\(input.range.subtitle) · UTC", counts: counts,
                            weekdayNames: genres),
                        theme: theme)
                }),
            SectionChart(
                id: "genres", caption: "Top genres", onPage: false, title: { _ in "Top genres" },
                altText: { "Top genres: " + genreEntries($0.serverStatistics).prefix(5).map { "\($0.label) (\($0.count))" }.joined(separator: ", ") },
                isDrawn: { !genreEntries($0.serverStatistics).isEmpty },
                make: { input, theme in
                    TopBarsChart(
                        data: TopBarsChartData(
                            title: "Top genres", subtitle: input.range.subtitle,
                            items: genreEntries(input.serverStatistics).prefix(StatSetCharts.topEntries).map {
                                TopBarsItem(label: $0.label, count: $0.count, rankChange: nil)
                            }, showsRankChange: false),
                        theme: theme)
                })
        ],
        isShown: { !genreEntries($0.serverStatistics).isEmpty },
        view: { content, charts in
            BarsSection(
                id: "genres", title: "Top genres",
                summary: "Genre tags of the recordings you played, by listens; the chart shows when in the day (UTC) you play them.",
                labelHeading: "Genre", entries: Array(genreEntries(content.serverStatistics).prefix(StatSetCharts.topEntries)),
                unavailableMessage: "", charts: charts)
        })

    /// Where the artists you played come from, by country, on a world map.
    static let artistOrigins = ReportSection(
        id: "artist-origins", title: "Artists by country", partial: "bars", dataPath: "server_statistics.artist_map",
        charts: [
            SectionChart(
                id: "artist-origins", caption: "World map of the artists' countries by listens", title: { _ in "Artists by country" },
                altText: { "Listens by the artists' country: " + originEntries($0.serverStatistics).prefix(5).map { "\($0.label) (\($0.count))" }.joined(separator: ", ") },
                isDrawn: { !originEntries($0.serverStatistics).isEmpty },
                make: { input, theme in
                    var values: [String: Int] = [:]
                    if case .artistMap(let countries)? = serverContent(input.serverStatistics, .artistMap) {
                        for country in countries { values[country.country, default: 0] += country.listenCount }
                    }
                    return WorldMapChart(
                        data: WorldMapData(title: "Artists by country", subtitle: input.range.subtitle, unit: "listens", values: values),
                        theme: theme)
                })
        ],
        isShown: { !originEntries($0.serverStatistics).isEmpty },
        view: { content, charts in
            let entries = originEntries(content.serverStatistics)
            return BarsSection(
                id: "artist-origins", title: "Artists by country",
                summary: "Listens by the country the artists come from: \(entries.count) countries.",
                labelHeading: "Country", entries: Array(entries.prefix(StatSetCharts.topEntries)), unavailableMessage: "",
                charts: charts)
        })

    /// A local report in ListenBrainz's mode compared with ListenBrainz's own numbers.
    static let listenBrainzComparison = ReportSection(
        id: "listenbrainz-comparison", title: "Beside ListenBrainz", partial: "comparison", dataPath: "server_stats",
        isShown: { $0.source.isLocal && $0.serverStats != nil },
        view: { content, _ in ComparisonSection(content: content) })

    /// ListenBrainz's own Year in Music beside (or instead of) the one counted here.
    static let listenBrainzYearInMusic = ReportSection(
        id: "listenbrainz-year-in-music", title: "ListenBrainz's Year in Music", partial: "listenbrainz-year",
        dataPath: "server_year_in_music", isShown: { !($0.serverYearInMusic?.isEmpty ?? true) },
        view: { content, _ in ServerYearSection(content: content) })

    /// What a report from ListenBrainz's statistics alone leaves out.
    static let needsListens = ReportSection(
        id: "needs-listens", title: "From your own listens", dataPath: "sections",
        isShown: { !$0.source.isLocal },
        view: { content, _ in
            // The sections a local report of this period would have: a week names no year review.
            var local = content
            local.source = .local
            let missing = ReportSections.all.filter { $0.needsListens && ($0.isShown(in: local) || !$0.isReviewList) }.map(\.title)
            return [
                "message":
                    "These sections count your listens themselves, which ListenBrainz does not: \(missing.joined(separator: " · ")), and listening time.",
                "command": "listenstats sync --user \(content.user)",
                "afterCommand": "stores your listens; a report without --source listenbrainz then counts them in your own time zone.",
            ]
        })

    /// The server statistic of `kind` among the report's (which are all of its range), if stored.
    private static func serverContent(_ statistics: [ServerStatistic], _ kind: ServerStatKind) -> ServerStatContent? {
        statistics.first { $0.kind == kind }?.content
    }

    static func eraEntries(_ statistics: [ServerStatistic]) -> [(label: String, count: Int)] {
        guard case .eraActivity(let years)? = serverContent(statistics, .eraActivity) else { return [] }
        return years.filter { $0.listenCount > 0 }.sorted { $0.year < $1.year }.map { (String($0.year), $0.listenCount) }
    }

    static func genreEntries(_ statistics: [ServerStatistic]) -> [(label: String, count: Int)] {
        guard case .genreActivity(let cells)? = serverContent(statistics, .genreActivity) else { return [] }
        var totals: [String: Int] = [:]
        for cell in cells { totals[cell.genre, default: 0] += cell.listenCount }
        return totals.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    static func originEntries(_ statistics: [ServerStatistic]) -> [(label: String, count: Int)] {
        guard case .artistMap(let countries)? = serverContent(statistics, .artistMap) else { return [] }
        return countries.map { (WorldCountries.country($0.country)?.name ?? $0.country, $0.listenCount) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}

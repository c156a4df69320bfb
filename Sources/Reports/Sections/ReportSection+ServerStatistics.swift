import Charts
import ListenModel

extension ReportSection {
    /// Listens by the year their releases came out: counted from the cached metadata on a
    /// local report, as ListenBrainz counted them on a report from its statistics.
    static let eraActivity = ReportSection(
        id: "era", title: "Listens by release year", partial: "bars", dataPath: "server_statistics.era_activity",
        localDataPath: "stats.music.release_years",
        charts: [
            SectionChart(
                id: "era", caption: "Listens by release year", title: { _ in "Listens by release year" },
                altText: { "Listens by release year: " + eraChartEntries($0).prefix(5).map { "\($0.label) (\($0.count))" }.joined(separator: ", ") },
                isDrawn: { !eraChartEntries($0).isEmpty },
                make: { input, theme in
                    let entries = eraChartEntries(input)
                    return ActivityChart(
                        data: ActivityChartData(
                            title: "Listens by release year", subtitle: input.range.subtitle, labels: entries.map(\.label),
                            current: entries.map(\.count), previous: [], currentName: "Listens", previousName: ""),
                        theme: theme)
                }),
            SectionChart(
                id: "decades", caption: "Listens by release decade (from cached metadata)", title: { _ in "Listens by decade" },
                altText: { "Listens by release decade: " + localDecadeEntries($0.stats).map { "\($0.label) (\($0.count))" }.joined(separator: ", ") },
                isDrawn: { !localDecadeEntries($0.stats).isEmpty },
                make: { input, theme in
                    let entries = localDecadeEntries(input.stats)
                    return ActivityChart(
                        data: ActivityChartData(
                            title: "Listens by release decade", subtitle: input.range.subtitle, labels: entries.map(\.label),
                            current: entries.map(\.count), previous: [], currentName: "Listens", previousName: ""),
                        theme: theme)
                }),
        ],
        isShown: { showsMusic($0, id: "era", serverEntries: eraEntries($0.serverStatistics)) },
        view: { content, charts in
            if isLocalMusic(content.stats) || eraEntries(content.serverStatistics).isEmpty {
                let entries = localDecadeEntries(content.stats)
                var summary = ""
                // The median release year, and of how many listens, is the headline's card.
                if let music = content.stats.music, music.medianReleaseYear != nil {
                    let busiest = music.releaseYears.max { $0.listenCount != $1.listenCount ? $0.listenCount < $1.listenCount : $0.year > $1.year }
                    if let busiest { summary = "The most listened release year is \(busiest.year) (\(DisplayFormat.listens(busiest.listenCount))). " }
                    summary += coverageSentence(music, noun: content.period.kind.noun)
                }
                return BarsSection(
                    id: "era", title: musicTitle(content, "Listens by release year"), summary: summary, labelHeading: "Decade", entries: entries,
                    unavailableMessage: noMusicMessage(content, what: "release years"), charts: charts, rowsChartID: "decades")
            }
            let entries = eraEntries(content.serverStatistics)
            let busiest = entries.max { $0.count < $1.count }
            return BarsSection(
                id: "era", title: "Listens by release year",
                summary: busiest.map { "Most listened: music from \($0.label) (\(DisplayFormat.listens($0.count))), as ListenBrainz counted." } ?? "",
                labelHeading: "Released", entries: entries, unavailableMessage: "", charts: charts)
        })

    /// Top genres: weighed from the cached genre tags on a local report (as ListenBrainz's
    /// Year in Music weighs them), from ListenBrainz's genre-by-hour statistic otherwise.
    static let genres = ReportSection(
        id: "genres", title: "Top genres", partial: "bars", dataPath: "server_statistics.genre_activity",
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
                id: "genres", caption: "Top genres", onPage: false, title: { _ in "Top genres" },
                altText: { "Top genres: " + genreChartItems($0).prefix(5).map { "\($0.label) (\($0.valueLabel ?? String($0.count)))" }.joined(separator: ", ") },
                isDrawn: { !genreChartItems($0).isEmpty },
                make: { input, theme in
                    TopBarsChart(
                        data: TopBarsChartData(
                            title: "Top genres", subtitle: input.range.subtitle, items: genreChartItems(input), showsRankChange: false),
                        theme: theme)
                }),
            SectionChart(
                id: "genre-share", caption: "Each top genre's share of the genre votes (from cached metadata)", title: { _ in "Genre share" },
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
        isShown: { showsMusic($0, id: "genres", serverEntries: genreEntries($0.serverStatistics)) },
        view: { content, charts in
            if isLocalMusic(content.stats) || genreEntries(content.serverStatistics).isEmpty {
                let genres = content.stats.music?.topGenres ?? []
                var summary = ""
                if let music = content.stats.music {
                    // How much of the period has metadata is said once, under the release years.
                    summary = "Shares of the MusicBrainz genre votes on what was played, weighed as ListenBrainz's Year in Music does; \(DisplayFormat.count(music.listensWithGenre)) listens have a genre."
                }
                return BarsSection(
                    id: "genres", title: musicTitle(content, "Top genres"), summary: summary, labelHeading: "Genre", valueHeading: "Share",
                    rows: genres.prefix(StatSetCharts.topEntries).map { ($0.genre, percent($0.share), $0.weight) },
                    unavailableMessage: noMusicMessage(content, what: "genres"), charts: charts, rowsChartID: "genre-share"
                ).linking { content.entityLinks?.url(forGenre: $0) }
            }
            return BarsSection(
                id: "genres", title: "Top genres",
                summary: "Genre tags of the recordings you played, by listens, as ListenBrainz counted; the chart shows when in the day (UTC) you play them.",
                labelHeading: "Genre", entries: Array(genreEntries(content.serverStatistics).prefix(StatSetCharts.topEntries)),
                unavailableMessage: "", charts: charts, rowsChartID: "genres"
            ).linking { content.entityLinks?.url(forGenre: $0) }
        })

    /// Where the artists you played come from, by country, on a world map: from the cached
    /// artist areas on a local report, from ListenBrainz's artist map otherwise.
    static let artistOrigins = ReportSection(
        id: "artist-origins", title: "Artists by country", partial: "bars", dataPath: "server_statistics.artist_map",
        localDataPath: "stats.music.artist_countries",
        charts: [
            SectionChart(
                id: "artist-origins", caption: "World map of the artists' countries by listens", title: { _ in "Artists by country" },
                altText: { "Listens by the artists' country: " + originChartEntries($0).prefix(5).map { "\($0.label) (\($0.count))" }.joined(separator: ", ") },
                isDrawn: { !originChartEntries($0).isEmpty },
                make: { input, theme in
                    var values: [String: Int] = [:]
                    if let music = input.stats.music {
                        for country in music.artistCountries { values[country.country, default: 0] += country.listenCount }
                    } else if case .artistMap(let countries)? = serverContent(input.serverStatistics, .artistMap) {
                        for country in countries { values[country.country, default: 0] += country.listenCount }
                    }
                    return WorldMapChart(
                        data: WorldMapData(title: "Artists by country", subtitle: input.range.subtitle, unit: "listens", values: values),
                        theme: theme)
                })
        ],
        isShown: { showsMusic($0, id: "artist-origins", serverEntries: originEntries($0.serverStatistics)) },
        view: { content, charts in
            if isLocalMusic(content.stats) || originEntries(content.serverStatistics).isEmpty {
                let entries = localOriginEntries(content.stats)
                var summary = ""
                if let music = content.stats.music {
                    summary = "\(entries.count) countries, from the artists' MusicBrainz areas (each credited artist counts); \(DisplayFormat.count(music.listensWithCountry)) listens have an artist from a known country"
                    if music.listensWithNonCountryArea > 0 {
                        summary += "; \(DisplayFormat.count(music.listensWithNonCountryArea)) are by artists whose area is a city or region, not a country, and count as unknown"
                    }
                    summary += "."
                }
                return BarsSection(
                    id: "artist-origins", title: musicTitle(content, "Artists by country"), summary: summary, labelHeading: "Country",
                    entries: Array(entries.prefix(StatSetCharts.topEntries)),
                    unavailableMessage: noMusicMessage(content, what: "artist countries"), charts: charts)
            }
            let entries = originEntries(content.serverStatistics)
            return BarsSection(
                id: "artist-origins", title: "Artists by country",
                summary: "Listens by the country the artists come from, as ListenBrainz counted: \(entries.count) countries.",
                labelHeading: "Country", entries: Array(entries.prefix(StatSetCharts.topEntries)), unavailableMessage: "",
                charts: charts)
        })

    /// Release years for the chart: the cached metadata's when there is any, else ListenBrainz's.
    static func eraChartEntries(_ input: ChartInput) -> [(label: String, count: Int)] {
        input.stats.music != nil ? localYearEntries(input.stats) : eraEntries(input.serverStatistics)
    }

    static func originChartEntries(_ input: ChartInput) -> [(label: String, count: Int)] {
        input.stats.music != nil ? localOriginEntries(input.stats) : originEntries(input.serverStatistics)
    }

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
                    "These sections count the listens themselves, which ListenBrainz's statistics do not: \(missing.joined(separator: " · ")), and listening time; a report from the stored listens has them, in the listener's own time zone.",
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

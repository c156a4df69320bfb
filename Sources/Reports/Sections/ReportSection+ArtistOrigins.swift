import Charts
import ListenModel

extension ReportSection {
    /// Where the artists you played come from, by country, on a world map: from the cached
    /// artist areas on a local report, from ListenBrainz's artist map otherwise.
    static let artistOrigins = ReportSection(
        id: .artistOrigins, title: "Artists by country", partial: "bars", dataPath: "server_statistics.artist_map",
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
        isShown: { showsMusic($0, id: .artistOrigins, serverEntries: originEntries($0.serverStatistics)) },
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
                    id: .artistOrigins, title: musicTitle(content, "Artists by country"), summary: summary, labelHeading: "Country",
                    entries: Array(entries.prefix(StatSetCharts.topEntries)),
                    unavailableMessage: noMusicMessage(content, what: "artist countries"), charts: charts)
            }
            let entries = originEntries(content.serverStatistics)
            return BarsSection(
                id: .artistOrigins, title: "Artists by country",
                summary: "Listens by the country the artists come from, as ListenBrainz counted: \(entries.count) countries.",
                labelHeading: "Country", entries: Array(entries.prefix(StatSetCharts.topEntries)), unavailableMessage: "",
                charts: charts)
        })

    static func originChartEntries(_ input: ChartInput) -> [(label: String, count: Int)] {
        input.stats.music != nil ? localOriginEntries(input.stats) : originEntries(input.serverStatistics)
    }

    static func originEntries(_ statistics: [ServerStatistic]) -> [(label: String, count: Int)] {
        guard case .artistMap(let countries)? = serverContent(statistics, .artistMap) else { return [] }
        return countries.map { (WorldCountries.country($0.country)?.name ?? $0.country, $0.listenCount) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    static func localOriginEntries(_ stats: StatSet) -> [(label: String, count: Int)] {
        (stats.music?.artistCountries ?? []).map { (WorldCountries.country($0.country)?.shortName ?? $0.country, $0.listenCount) }
    }
}

extension ReportSection.ID {
    static let artistOrigins: Self = "artist-origins"
}

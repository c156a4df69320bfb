import Charts
import ListenModel

extension ReportSection {
    /// Listens by the year their releases came out: counted from the cached metadata on a
    /// local report, as ListenBrainz counted them on a report from its statistics.
    static let eraActivity = ReportSection(
        id: .eraActivity, title: "Listens by release year", partial: "bars", dataPath: "server_statistics.era_activity",
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
                id: .decades, caption: "Listens by release decade (from cached metadata)", title: { _ in "Listens by decade" },
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
        isShown: { showsMusic($0, id: .eraActivity, serverEntries: eraEntries($0.serverStatistics)) },
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
                    id: .eraActivity, title: musicTitle(content, "Listens by release year"), summary: summary, labelHeading: "Decade", entries: entries,
                    unavailableMessage: noMusicMessage(content, what: "release years"), charts: charts, rowsChartID: .decades)
            }
            let entries = eraEntries(content.serverStatistics)
            let busiest = entries.max { $0.count < $1.count }
            return BarsSection(
                id: .eraActivity, title: "Listens by release year",
                summary: busiest.map { "Most listened: music from \($0.label) (\(DisplayFormat.listens($0.count))), as ListenBrainz counted." } ?? "",
                labelHeading: "Released", entries: entries, unavailableMessage: "", charts: charts)
        })

    /// Release years for the chart: the cached metadata's when there is any, else ListenBrainz's.
    static func eraChartEntries(_ input: ChartInput) -> [(label: String, count: Int)] {
        input.stats.music != nil ? localYearEntries(input.stats) : eraEntries(input.serverStatistics)
    }

    static func eraEntries(_ statistics: [ServerStatistic]) -> [(label: String, count: Int)] {
        guard case .eraActivity(let years)? = serverContent(statistics, .eraActivity) else { return [] }
        return years.filter { $0.listenCount > 0 }.sorted { $0.year < $1.year }.map { (String($0.year), $0.listenCount) }
    }

    static func localYearEntries(_ stats: StatSet) -> [(label: String, count: Int)] {
        (stats.music?.releaseYears ?? []).map { (String($0.year), $0.listenCount) }
    }

    static func localDecadeEntries(_ stats: StatSet) -> [(label: String, count: Int)] {
        (stats.music?.releaseDecades ?? []).map { ("\($0.year)s", $0.listenCount) }
    }
}

extension ReportSection.ID {
    static let eraActivity: Self = "era"
}

extension SectionChart.ID {
    /// Draws exactly the section's rows on a local report, so it is left off the page.
    static let decades: Self = "decades"
}

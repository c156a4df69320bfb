import Charts

extension ReportSection {
    /// The artists you spent the most time with: listening time, not listens, so a few long
    /// pieces can outrank many short songs.
    static let topArtistsByTime = ReportSection(
        id: .topArtistsByTime, title: "Top artists by time", partial: "top-list", dataPath: "stats.top_artists_by_time", needsListens: true,
        charts: [
            SectionChart(
                id: "top-artists-by-time", caption: "Top artists by listening time", title: { _ in "Top artists by time" },
                altText: { input in
                    "Top artists by listening time: "
                        + input.stats.topArtistsByTime.prefix(5).map { "\($0.name) (\(DisplayFormat.duration(milliseconds: $0.listeningMs)))" }
                        .joined(separator: ", ")
                },
                make: { input, theme in
                    let items = input.stats.topArtistsByTime.prefix(StatSetCharts.topEntries).map {
                        TopBarsItem(
                            label: $0.name, count: Int($0.listeningMs / 1000),
                            valueLabel: DisplayFormat.duration(milliseconds: $0.listeningMs), rankChange: nil)
                    }
                    let data = TopBarsChartData(
                        title: "Top artists by time", subtitle: input.range.subtitle, items: Array(items), showsRankChange: false)
                    return TopBarsChart(data: data, theme: theme)
                })
        ],
        view: { content, charts in
            let entries = content.stats.topArtistsByTime.prefix(TopListSection.limit(content.period.kind))
            let longest = max(entries.first?.listeningMs ?? 0, 1)
            let rows = entries.enumerated().map { offset, artist in
                TopListRow(
                    rank: offset + 1, name: artist.name, link: EntityLinks.link(artist: artist.name, mbid: artist.mbid, in: content.entityLinks),
                    byline: artist.estimatedListenCount > 0 ? "\(DisplayFormat.listens(artist.listenCount)), \(artist.estimatedListenCount) without a length" : DisplayFormat.listens(artist.listenCount),
                    value: DisplayFormat.duration(milliseconds: artist.listeningMs), barPercent: Int(artist.listeningMs * 100 / longest))
            }
            var section = TopListSection(
                id: .topArtistsByTime, title: "Top artists by time", nameHeading: "Artist", noun: "artists", rows: rows,
                charts: charts, content: content, unfolded: 0)
            // A second ranking of the artists above: folded, so the page says each name once.
            section.moreSummary = "All \(rows.count), ranked by listening time"
            section.valueHeading = "Time"
            section.bylineHeading = "Listens"
            return section
        })
}

extension ReportSection.ID {
    static let topArtistsByTime: Self = "top-artists-by-time"
}

/// Every report section, in page order: the one list the report pipeline, the `chart`
/// command, the page templates and `data.json` read.
public enum ReportSections {
    public static let all: [ReportSection] = [
        .headline, .yearComparison, .activity, .topArtists, .topAlbums, .topTracks, .topArtistsByTime, .artistEvolution, .hourWeekday, .calendar, .discoveries, .topDiscoveries, .streaks, .onThisDay,
        .eraActivity, .genres, .genresOverTime, .artistOrigins, .loved, .pins, .yearInMusic, .chartMovers,
        .forgottenFavourites, .milestones, .listenBrainzYearInMusic, .listenBrainzComparison, .needsListens,
    ]

    /// Every section's charts, in page order: what `listenstats chart` can draw.
    public static var charts: [SectionChart] { all.flatMap(\.charts) }

    /// The chart called `id` ("top-artists").
    public static func chart(_ id: SectionChart.ID) -> SectionChart? { charts.first { $0.id == id } }
}

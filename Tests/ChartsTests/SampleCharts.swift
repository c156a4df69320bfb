import ChartKit
import Charts

/// Every chart of the catalogue on its sample data, by snapshot name.
enum SampleCharts {
    static func all(theme: Theme) -> [(name: String, chart: any Chart, size: ChartSize)] {
        [
            ("activity-week", ActivityChart(data: ChartSamples.activity(), theme: theme), .card),
            ("activity-year", ActivityChart(data: ChartSamples.monthlyActivity(), theme: theme), .card),
            ("top-artists", TopBarsChart(data: ChartSamples.topArtists(), theme: theme), .card),
            ("top-releases", TopBarsChart(data: ChartSamples.topReleases(), theme: theme), .card),
            ("hour-weekday", HourWeekdayHeatmap(data: ChartSamples.hourWeekday(), theme: theme), .card),
            ("calendar", CalendarHeatmap(data: ChartSamples.calendar(), theme: theme), .card),
            ("artist-evolution", ArtistEvolutionChart(data: ChartSamples.evolution(), theme: theme), .card),
            ("rank-bump", RankBumpChart(data: ChartSamples.rankBump(), theme: theme), .card),
            ("rank-bump-artist", RankBumpChart(data: ChartSamples.artistRankBump(), theme: theme), ChartSize(width: 1200, height: 480)),
            ("stat-cards", StatCardsChart(data: ChartSamples.cards(), theme: theme), .card),
            ("listening-clock", ListeningClockChart(data: ChartSamples.clock(), theme: theme), .card),
            ("album-grid", AlbumArtGrid(data: ChartSamples.albumGrid(coverDirectory: "/covers"), theme: theme), .card),
            ("poster-tall", YearPoster(data: ChartSamples.poster(), theme: theme), .posterTall),
            ("poster-square", YearPoster(data: ChartSamples.poster(), theme: theme), .posterSquare),
            ("share-card", ShareCard(data: ChartSamples.shareCard(), theme: theme), .posterSquare),
        ]
    }
}

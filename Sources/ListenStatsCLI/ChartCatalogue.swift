import ChartKit
import Charts

/// Which chart type draws each `ChartKind`, from a history mapping.
enum ChartCatalogue {
    static func chart(_ kind: ChartKind, mapping: ChartDataMapping, theme: Theme) -> any Chart {
        switch kind {
        case .activity:
            return ActivityChart(data: mapping.activity(), theme: theme)
        case .topArtists:
            return TopBarsChart(data: mapping.top(title: "Top artists", limit: 10) { ($0.artistName, nil) }, theme: theme)
        case .topReleases:
            return TopBarsChart(data: mapping.top(title: "Top albums", limit: 10) { track in track.releaseName.map { ($0, track.artistName) } }, theme: theme)
        case .topRecordings:
            return TopBarsChart(data: mapping.top(title: "Top tracks", limit: 10) { ($0.trackName, $0.artistName) }, theme: theme)
        case .hourWeekday:
            return HourWeekdayHeatmap(data: mapping.hourWeekday(), theme: theme)
        }
    }
}

import ListenModel

/// The ListenBrainz statistics a report shows beyond its `StatSet`, as `data.json` writes them.
struct ServerStatisticsDocument: Encodable {
    var eraActivity: [YearListenCount]?
    var genreActivity: [GenreHourCount]?
    var artistMap: [ArtistMapEntry]?

    /// Nil when `statistics` (the report's range's) holds none of them.
    init?(_ statistics: [ServerStatistic]) {
        for statistic in statistics {
            switch statistic.content {
            case .eraActivity(let years): eraActivity = years
            case .genreActivity(let cells): genreActivity = cells
            case .artistMap(let countries): artistMap = countries
            default: break
            }
        }
        if eraActivity == nil && genreActivity == nil && artistMap == nil { return nil }
    }
}

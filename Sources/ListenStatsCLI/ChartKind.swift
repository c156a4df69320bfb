import ArgumentParser

/// The charts `listenstats chart` can draw.
enum ChartKind: String, CaseIterable, ExpressibleByArgument {
    case activity
    case topArtists = "top-artists"
    case topReleases = "top-releases"
    case topRecordings = "top-recordings"
    case hourWeekday = "hour-weekday"
}

/// The chart ids the report sections look for in `ReportContent.charts`.
public enum ChartSlot: String, Sendable, CaseIterable {
    case activity
    case topArtists = "top-artists"
    case topReleases = "top-releases"
    case topRecordings = "top-recordings"
    case hourWeekday = "hour-weekday"
    case calendar
    case poster
}

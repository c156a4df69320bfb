import ArgumentParser
import ChartKit

/// The charts `listenstats chart` can draw.
enum ChartKind: String, CaseIterable, ExpressibleByArgument {
    case activity
    case topArtists = "top-artists"
    case topReleases = "top-releases"
    case topRecordings = "top-recordings"
    case hourWeekday = "hour-weekday"
    case calendar
    case evolution
    case bump
    case cards
    case clock
    case albumGrid = "album-grid"
    case posterTall = "poster-tall"
    case posterSquare = "poster-square"

    /// What the chart shows, in a few words.
    var caption: String {
        switch self {
        case .activity: "Listens per bucket against the previous period"
        case .topArtists: "Top artists with rank changes"
        case .topReleases: "Top albums with their artists"
        case .topRecordings: "Top tracks with their artists"
        case .hourWeekday: "Hour × weekday punchcard"
        case .calendar: "A year of days, quantile colours"
        case .evolution: "Top artists per bucket as a streamgraph"
        case .bump: "Top artists' rank per bucket as a bump chart"
        case .cards: "Big-number stat cards"
        case .clock: "Radial 24-hour listening clock"
        case .albumGrid: "Album-art grid with generated tiles"
        case .posterTall: "Year in Music poster, 1080×1920"
        case .posterSquare: "Year in Music poster, 1080×1080"
        }
    }

    /// The picture's size: posters have their own, every other chart is a 1200×630 card.
    var size: ChartSize {
        switch self {
        case .posterTall: return .posterTall
        case .posterSquare: return .posterSquare
        default: return .card
        }
    }
}

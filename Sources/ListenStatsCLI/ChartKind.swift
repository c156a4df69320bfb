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

    /// The picture's size: posters have their own, every other chart is a 1200×630 card.
    var size: ChartSize {
        switch self {
        case .posterTall: return .posterTall
        case .posterSquare: return .posterSquare
        default: return .card
        }
    }
}

import Foundation
import ListenModel

extension RangeRequest {
    /// The calendar year a report of this range reviews (Year in Music, poster, calendar), or
    /// nil: a calendar year, and ListenBrainz's `year` and `this_year`, whose windows are one
    /// calendar year too (the one `window` starts in).
    func reviewedYear(window: TimeWindow, calendar: Calendar) -> Int? {
        switch self {
        case .year(let year): year
        case .listenBrainz(.year), .listenBrainz(.thisYear):
            calendar.component(.year, from: Date(timeIntervalSince1970: TimeInterval(window.start)))
        default: nil
        }
    }
}

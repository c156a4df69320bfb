import ListenModel

extension RangeRequest {
    /// The calendar years this request names, to be checked before any day arithmetic.
    var namedYears: [Int] {
        switch self {
        case .listenBrainz: []
        case .isoWeek(let year, _), .month(let year, _), .year(let year): [year]
        case .days(let from, let through): [from.year, through.year]
        }
    }
}

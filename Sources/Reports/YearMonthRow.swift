/// One line of a Year in Music table: a month or season and what led it.
struct YearMonthRow: Sendable {
    var label: String
    var name: String
    var byline: String
    var hasByline: Bool
    var count: String
}

/// A run of consecutive wall-clock days, both ends included.
public struct DaySpan: Hashable, Sendable, Codable {
    public var first: CalendarDay
    public var last: CalendarDay

    public init(first: CalendarDay, last: CalendarDay) {
        self.first = first
        self.last = last
    }

    public var dayCount: Int { last.dayNumber - first.dayNumber + 1 }
}

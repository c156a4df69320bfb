/// Listens on one wall-clock day.
public struct DayCount: Hashable, Sendable, Codable {
    public var day: CalendarDay
    public var listenCount: Int

    public init(day: CalendarDay, listenCount: Int) {
        self.day = day
        self.listenCount = listenCount
    }
}

/// A stretch without an entity: the last day it was heard before, the first day after.
public struct EntityGap: Hashable, Sendable, Codable {
    public var lastBefore: CalendarDay
    public var firstAfter: CalendarDay

    public init(lastBefore: CalendarDay, firstAfter: CalendarDay) {
        self.lastBefore = lastBefore
        self.firstAfter = firstAfter
    }

    /// Whole days between the two listening days, neither counted.
    public var days: Int { firstAfter.dayNumber - lastBefore.dayNumber - 1 }
}

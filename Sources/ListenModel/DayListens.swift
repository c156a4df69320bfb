/// The listens of a run of days in the order they were played, for the site's day pages:
/// each listen by its time and a recording of `recordings`, named once however often played.
public struct DayListens: Sendable {
    /// One day: the wall-clock day of the engine's zone, its listens' times and recordings
    /// (positions in `recordings`), in order.
    public struct Day: Sendable {
        public var day: CalendarDay
        public var times: [Int64]
        public var recordings: [Int32]

        public init(day: CalendarDay, times: [Int64] = [], recordings: [Int32] = []) {
            self.day = day
            self.times = times
            self.recordings = recordings
        }
    }

    /// Every recording played, named as the top lists name it (`listenCount` unused, 0).
    public var recordings: [RecordingCount]
    /// Oldest first.
    public var days: [Day]
    /// The zone the days and times are in.
    public var timeZone: String

    public init(recordings: [RecordingCount] = [], days: [Day] = [], timeZone: String = "UTC") {
        self.recordings = recordings
        self.days = days
        self.timeZone = timeZone
    }
}

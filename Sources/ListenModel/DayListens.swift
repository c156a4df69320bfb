/// One day's listens in the order they were played, for the site's day pages.
public struct DayListens: Sendable, Hashable {
    /// One listen: when, and what was played (`listenCount` unused, 0).
    public struct Played: Sendable, Hashable {
        public var at: Int64
        public var recording: RecordingCount

        public init(at: Int64, recording: RecordingCount) {
            self.at = at
            self.recording = recording
        }
    }

    /// The wall-clock day of the engine's zone.
    public var day: CalendarDay
    public var listens: [Played]

    public init(day: CalendarDay, listens: [Played]) {
        self.day = day
        self.listens = listens
    }
}

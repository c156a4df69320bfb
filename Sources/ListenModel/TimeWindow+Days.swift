extension TimeWindow {
    /// The window's first and last wall-clock day on `clock`; nil when it is empty.
    /// ListenBrainz's windows include their end second, a midnight: that second does not make
    /// a day of its own.
    public func days(on clock: WallClock) -> DaySpan? {
        guard end > start else { return nil }
        var last = end - 1
        if last > start && clock.secondOfDay(at: last) == 0 { last -= 1 }
        return DaySpan(first: clock.day(at: start), last: clock.day(at: last))
    }
}

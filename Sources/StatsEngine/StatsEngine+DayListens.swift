import ListenModel

extension StatsEngine {
    /// Every day with listens in the last `months` calendar months of the history (the month
    /// of the newest listen and the `months - 1` before it), oldest first, each day's listens
    /// in the order played, each named as the top lists name its recording.
    public func recentDayListens(months: Int) -> [DayListens] {
        let history = index.history
        guard months > 0, let newest = history.listenedAt.last else { return [] }
        let first = index.clock.day(at: newest).firstOfMonth.adding(months: -(months - 1))
        let positions = index.positions(in: TimeWindow(start: index.clock.start(of: first), end: newest + 1))
        var days: [DayListens] = []
        // A recording's names are made once, however often it was played.
        var named: [Int32: RecordingCount] = [:]
        var slot: [Int: Int] = [:]
        for position in positions {
            let id = index.entities.trackRecording[Int(history.trackIndex[position])]
            guard id >= 0 else { continue }
            let recording = named[id] ?? index.recording(id, listenCount: 0)
            named[id] = recording
            // Wall-clock days follow the listens' order but for an hour at a change of offset
            // at midnight, when a day can come round twice: each day is one entry.
            let day = Int(index.dayNumber[position])
            if slot[day] == nil {
                slot[day] = days.count
                days.append(DayListens(day: CalendarDay(dayNumber: day), listens: []))
            }
            days[slot[day] ?? 0].listens.append(DayListens.Played(at: history.listenedAt[position], recording: recording))
        }
        return days.sorted { $0.day < $1.day }
    }
}

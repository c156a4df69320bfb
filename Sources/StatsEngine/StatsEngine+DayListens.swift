import ListenModel

extension StatsEngine {
    /// Every day with listens in the last `months` calendar months of the history (the month
    /// of the newest listen and the `months - 1` before it), oldest first, each day's listens
    /// in the order played.
    public func recentDayListens(months: Int) -> DayListens {
        let history = index.history
        var result = DayListens(timeZone: index.clock.identifier)
        guard months > 0, let newest = history.listenedAt.last else { return result }
        let first = index.clock.day(at: newest).firstOfMonth.adding(months: -(months - 1))
        let positions = index.positions(in: TimeWindow(start: index.clock.start(of: first), end: newest + 1))
        var slotOfRecording: [Int32: Int32] = [:]
        var slotOfDay: [Int: Int] = [:]
        for position in positions {
            let id = index.entities.trackRecording[Int(history.trackIndex[position])]
            guard id >= 0 else { continue }
            let recording: Int32
            if let known = slotOfRecording[id] {
                recording = known
            } else {
                recording = Int32(result.recordings.count)
                slotOfRecording[id] = recording
                result.recordings.append(index.recording(id, listenCount: 0))
            }
            // Wall-clock days follow the listens' order but for an hour at a change of offset
            // at midnight, when a day can come round twice: each day is one entry.
            let day = Int(index.dayNumber[position])
            if slotOfDay[day] == nil {
                slotOfDay[day] = result.days.count
                result.days.append(DayListens.Day(day: CalendarDay(dayNumber: day)))
            }
            let slot = slotOfDay[day] ?? 0
            result.days[slot].times.append(history.listenedAt[position])
            result.days[slot].recordings.append(recording)
        }
        result.days.sort { $0.day < $1.day }
        return result
    }
}

import ListenModel

extension StatsEngine {
    /// The selected artists' numbers, and every year's artist counts (for the artists' ranks by
    /// year), from one pass over the listens.
    ///
    /// The artists' pass and `releaseAndRecordingPass` read the same listens and fill
    /// disjoint numbers, so they run side by side: together they were a fifth of a new week's
    /// site build, on one core.
    ///
    /// An entity's listens per recording and per release are not counted listen by listen (a
    /// dictionary increment per listen and artist): each track's all-time count
    /// (`trackCounts`) is added once, after the pass, to the entities it counts for, which
    /// sums to the same numbers.
    func artistPass(_ slots: EntitySlots, trackCounts: [Int32]) -> (artists: [EntityAccumulator], yearCounters: [Int: EntityCounter]) {
        let history = index.history
        var artists = [EntityAccumulator](repeating: EntityAccumulator(), count: slots.selected.count)
        var yearCounters: [Int: EntityCounter] = [:]
        // The current year's artist counts, out of the dictionary while its listens pass.
        var counter = EntityCounter(entityCount: index.artists.count)
        var counterYear = Int.min
        var days = DayCache()
        for position in 0..<history.count {
            let track = Int(history.trackIndex[position])
            let time = history.listenedAt[position]
            let day = index.dayNumber[position]
            let (year, monthKey) = days.yearAndMonthKey(of: day)
            if year != counterYear {
                yearCounters[counterYear] = counter
                counter = yearCounters.removeValue(forKey: year) ?? EntityCounter(entityCount: index.artists.count)
                counterYear = year
            }
            for artist in index.artistIDs(ofTrack: track) {
                counter.add(artist)
                let slot = slots.slot[Int(artist)]
                guard slot >= 0 else { continue }
                artists[Int(slot)].add(at: time, durationMs: history.durationMs[position], day: day, monthKey: monthKey)
            }
        }
        for (track, count) in trackCounts.enumerated() where count > 0 {
            let release = index.entities.trackRelease[track]
            let recording = index.entities.trackRecording[track]
            for artist in index.artistIDs(ofTrack: track) {
                let slot = Int(slots.slot[Int(artist)])
                guard slot >= 0 else { continue }
                if recording >= 0 { artists[slot].recordings[recording, default: 0] += count }
                if release >= 0 { artists[slot].releases[release, default: 0] += count }
            }
        }
        yearCounters[counterYear] = counter
        yearCounters[Int.min] = nil
        return (artists, yearCounters)
    }

    /// The selected albums' and tracks' numbers from one pass over the listens, with each
    /// track's successors in its sessions.
    func releaseAndRecordingPass(releaseSlots: EntitySlots, recordingSlots: EntitySlots, trackCounts: [Int32])
        -> (releases: [EntityAccumulator], recordings: [EntityAccumulator])
    {
        let history = index.history
        let entities = index.entities
        var releases = [EntityAccumulator](repeating: EntityAccumulator(), count: releaseSlots.selected.count)
        var recordings = [EntityAccumulator](repeating: EntityAccumulator(), count: recordingSlots.selected.count)
        var days = DayCache()
        for position in 0..<history.count {
            let track = Int(history.trackIndex[position])
            let release = entities.trackRelease[track]
            let recording = entities.trackRecording[track]
            let releaseSlot = release >= 0 ? Int(releaseSlots.slot[Int(release)]) : -1
            let recordingSlot = recording >= 0 ? Int(recordingSlots.slot[Int(recording)]) : -1
            guard releaseSlot >= 0 || recordingSlot >= 0 else { continue }
            let time = history.listenedAt[position]
            let duration = history.durationMs[position]
            let day = index.dayNumber[position]
            let monthKey = days.yearAndMonthKey(of: day).monthKey
            if releaseSlot >= 0 {
                releases[releaseSlot].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
            }
            if recordingSlot >= 0 {
                recordings[recordingSlot].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
                // The next listen, when it is in the same session and another recording.
                if position + 1 < history.count, history.listenedAt[position + 1] - time <= Self.sessionGapSeconds {
                    let following = entities.trackRecording[Int(history.trackIndex[position + 1])]
                    if following >= 0, following != recording { recordings[recordingSlot].next[following, default: 0] += 1 }
                }
            }
        }
        for (track, count) in trackCounts.enumerated() where count > 0 {
            let release = entities.trackRelease[track]
            let recording = entities.trackRecording[track]
            guard release >= 0, recording >= 0 else { continue }
            let slot = Int(releaseSlots.slot[Int(release)])
            if slot >= 0 { releases[slot].recordings[recording, default: 0] += count }
        }
        return (releases, recordings)
    }
}

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
        // Columns in locals: read through the index's nested properties, each listen retained
        // and released them.
        let (trackIndex, listenedAt) = (history.trackIndex, history.listenedAt)
        let (durationMs, dayNumber) = (history.durationMs, index.dayNumber)
        let (trackArtists, starts, ends) = (index.entities.trackArtists, index.entities.artistStart, index.entities.artistEnd)
        let slotOf = slots.slot
        let (trackRelease, trackRecording) = (index.entities.trackRelease, index.entities.trackRecording)
        for position in 0..<history.count {
            let track = Int(trackIndex[position])
            let time = listenedAt[position]
            let day = dayNumber[position]
            let (year, monthKey) = days.yearAndMonthKey(of: day)
            if year != counterYear {
                yearCounters[counterYear] = counter
                counter = yearCounters.removeValue(forKey: year) ?? EntityCounter(entityCount: index.artists.count)
                counterYear = year
            }
            for artist in trackArtists[Int(starts[track])..<Int(ends[track])] {
                counter.add(artist)
                let slot = slotOf[Int(artist)]
                guard slot >= 0 else { continue }
                artists[Int(slot)].add(at: time, durationMs: durationMs[position], day: day, monthKey: monthKey)
            }
        }
        for (track, count) in trackCounts.enumerated() where count > 0 {
            let release = trackRelease[track]
            let recording = trackRecording[track]
            for artist in trackArtists[Int(starts[track])..<Int(ends[track])] {
                let slot = Int(slotOf[Int(artist)])
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
        var releases = [EntityAccumulator](repeating: EntityAccumulator(), count: releaseSlots.selected.count)
        var recordings = [EntityAccumulator](repeating: EntityAccumulator(), count: recordingSlots.selected.count)
        var days = DayCache()
        // Columns in locals, as in `artistPass`.
        let (trackIndex, listenedAt) = (history.trackIndex, history.listenedAt)
        let (durationMs, dayNumber) = (history.durationMs, index.dayNumber)
        let (trackRelease, trackRecording) = (index.entities.trackRelease, index.entities.trackRecording)
        let (releaseSlotOf, recordingSlotOf) = (releaseSlots.slot, recordingSlots.slot)
        for position in 0..<history.count {
            let track = Int(trackIndex[position])
            let release = trackRelease[track]
            let recording = trackRecording[track]
            let releaseSlot = release >= 0 ? Int(releaseSlotOf[Int(release)]) : -1
            let recordingSlot = recording >= 0 ? Int(recordingSlotOf[Int(recording)]) : -1
            guard releaseSlot >= 0 || recordingSlot >= 0 else { continue }
            let time = listenedAt[position]
            let duration = durationMs[position]
            let day = dayNumber[position]
            let monthKey = days.yearAndMonthKey(of: day).monthKey
            if releaseSlot >= 0 {
                releases[releaseSlot].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
            }
            if recordingSlot >= 0 {
                recordings[recordingSlot].add(at: time, durationMs: duration, day: day, monthKey: monthKey)
                // The next listen, when it is in the same session and another recording.
                if position + 1 < history.count, listenedAt[position + 1] - time <= Self.sessionGapSeconds {
                    let following = trackRecording[Int(trackIndex[position + 1])]
                    if following >= 0, following != recording { recordings[recordingSlot].next[following, default: 0] += 1 }
                }
            }
        }
        for (track, count) in trackCounts.enumerated() where count > 0 {
            let release = trackRelease[track]
            let recording = trackRecording[track]
            guard release >= 0, recording >= 0 else { continue }
            let slot = Int(releaseSlots.slot[Int(release)])
            if slot >= 0 { releases[slot].recordings[recording, default: 0] += count }
        }
        return (releases, recordings)
    }
}

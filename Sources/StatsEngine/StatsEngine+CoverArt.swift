import ListenModel

extension StatsEngine {
    /// The covers a report of each window can show: those of its top `topCount` releases,
    /// release groups and recordings (the album grid, the poster and the top lists draw
    /// from these), each once, in the order of `windows` and then of rank, so the covers of
    /// the first windows and highest ranks come first.
    ///
    /// Only the top lists are counted (no activity, streaks or sessions), so asking for every
    /// week, month and year of a long history costs a few tallies of it.
    public func coverArtKeys(in windows: [TimeWindow], topCount: Int) -> [CoverArtKey] {
        var seen: Set<CoverArtKey> = []
        return coverArtKeys(eachOf: windows, topCount: topCount).joined().filter { seen.insert($0).inserted }
    }

    /// The covers of each window's top lists, one list per window (a cover may repeat
    /// within one: a release and a recording of it).
    public func coverArtKeys(eachOf windows: [TimeWindow], topCount: Int) -> [[CoverArtKey]] {
        Concurrently.map(windows) { window -> [CoverArtKey] in
            let tally = WindowTally(index, positions: index.positions(in: window))
            guard tally.listenCount > 0 else { return [] }
            let releaseCounts = tally.counts(index.entities.trackRelease, entityCount: index.releases.count)
            let groupCounts = tally.counts(index.entities.trackReleaseGroup, entityCount: index.releaseGroups.count)
            let recordingCounts = tally.counts(index.entities.trackRecording, entityCount: index.recordings.count)
            let releases = index.order(index.releases, releaseCounts).top(topCount).compactMap {
                index.release($0, listenCount: releaseCounts[Int($0)]).coverArtKey
            }
            let groups = index.order(index.releaseGroups, groupCounts).top(topCount).compactMap {
                index.releaseGroup($0, listenCount: groupCounts[Int($0)]).coverArtKey
            }
            let recordings = index.order(index.recordings, recordingCounts).top(topCount).compactMap {
                index.recording($0, listenCount: recordingCounts[Int($0)]).coverArtKey
            }
            return releases + groups + recordings
        }
    }
}

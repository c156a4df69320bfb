import Concurrency
import Foundation
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
        // A site asks this for every week, month and year of the history: sparse counters,
        // reused from window to window, make each cost its listens rather than three passes
        // over the whole catalog. The windows are cut into one run per core.
        let cores = max(1, min(windows.count, ProcessInfo.processInfo.activeProcessorCount))
        let runs = (0..<cores).map { core in (windows.count * core / cores)..<(windows.count * (core + 1) / cores) }
        return Concurrently.map(runs) { run -> [[CoverArtKey]] in
            var releases = EntityCounter(entityCount: index.releases.count)
            var groups = EntityCounter(entityCount: index.releaseGroups.count)
            var recordings = EntityCounter(entityCount: index.recordings.count)
            let catalog = index.history.tracks
            let texts = catalog.texts
            let trackIndex = index.history.trackIndex
            let (trackRelease, trackGroup, trackRecording) =
                (index.entities.trackRelease, index.entities.trackReleaseGroup, index.entities.trackRecording)
            let (releaseTracks, groupTracks, recordingTracks) =
                (index.releases.firstTrack, index.releaseGroups.firstTrack, index.recordings.firstTrack)
            return windows[run].map { window in
                let positions = index.positions(in: window)
                releases.addListens(at: positions, trackIndex: trackIndex, entityOfTrack: trackRelease)
                groups.addListens(at: positions, trackIndex: trackIndex, entityOfTrack: trackGroup)
                recordings.addListens(at: positions, trackIndex: trackIndex, entityOfTrack: trackRecording)
                defer {
                    releases.reset()
                    groups.reset()
                    recordings.reset()
                }
                // Each entry's cover is its first track's, as its `ReleaseCount` or
                // `RecordingCount` has it.
                let topReleases = releases.ordered(index.releases, texts: texts, limit: topCount)
                let topRecordings = recordings.ordered(index.recordings, texts: texts, limit: topCount)
                // The entity pages' selection reads the same lists.
                windowTopLists.store(topReleases, for: .init(isRecordings: false, window: window, limit: topCount))
                windowTopLists.store(topRecordings, for: .init(isRecordings: true, window: window, limit: topCount))
                return topReleases.compactMap { catalog.coverArtKey(at: Int(releaseTracks[Int($0)])) }
                    + groups.ordered(index.releaseGroups, texts: texts, limit: topCount).compactMap {
                        catalog.coverArtKey(at: Int(groupTracks[Int($0)]))
                    }
                    + topRecordings.compactMap { catalog.coverArtKey(at: Int(recordingTracks[Int($0)])) }
            }
        }.flatMap { $0 }
    }
}

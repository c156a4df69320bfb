import ListenModel

/// Everything about a history the engine needs more than once, worked out in one pass:
/// per listen its wall-clock day and second, per track the ids of the entities it counts for.
///
/// After this, counting a window is a pass over integer columns between two binary searches.
struct HistoryIndex: Sendable {
    let history: ListenHistory
    let clock: WallClock
    /// Per listen: wall-clock day number and second of that day.
    let dayNumber: [Int32]
    let secondOfDay: [Int32]

    /// Per track: its credited artists (CSR layout: `trackArtists[artistStart[t]..<artistStart[t+1]]`).
    let artistStart: [Int32]
    let trackArtists: [Int32]
    /// Per track: release, release group and recording id, -1 when left out (no release name).
    let trackRelease: [Int32]
    let trackReleaseGroup: [Int32]
    let trackRecording: [Int32]

    let artists: EntityTable<ArtistCount>
    let releases: EntityTable<ReleaseCount>
    let releaseGroups: EntityTable<ReleaseCount>
    let recordings: EntityTable<RecordingCount>

    /// Per artist and release: the time of its first listen in the history, `Int64.max` if none.
    let artistFirstHeard: [Int64]
    let releaseFirstHeard: [Int64]
    /// The wall-clock day numbers with at least one listen, ascending.
    let listeningDays: [Int32]

    init(history: ListenHistory, clock: WallClock) {
        self.history = history
        self.clock = clock
        let tracks = history.tracks
        // Naming and grouping the distinct tracks is most of the work; the entity kinds are
        // independent of each other and of the listens' wall-clock columns, so two threads
        // share it (each with its own string interner, so no locks).
        let ((artistColumns, releaseColumns), (recordingColumns, (dayNumber, secondOfDay))) = Concurrently.run(
            { (ArtistColumns(tracks: tracks), ReleaseColumns(tracks: tracks)) },
            { (RecordingColumns(tracks: tracks), Self.wallClockColumns(history.listenedAt, clock: clock)) })
        let (artistStart, trackArtists) = (artistColumns.artistStart, artistColumns.trackArtists)
        let trackRelease = releaseColumns.trackRelease

        var trackFirstHeard = [Int64](repeating: .max, count: tracks.count)
        for position in 0..<history.count {
            let track = Int(history.trackIndex[position])
            if trackFirstHeard[track] == .max { trackFirstHeard[track] = history.listenedAt[position] }
        }
        let artists = artistColumns.artists
        let releases = releaseColumns.releases
        var artistFirstHeard = [Int64](repeating: .max, count: artists.count)
        var releaseFirstHeard = [Int64](repeating: .max, count: releases.count)
        for (track, heard) in trackFirstHeard.enumerated() where heard != .max {
            for artist in trackArtists[Int(artistStart[track])..<Int(artistStart[track + 1])] {
                artistFirstHeard[Int(artist)] = min(artistFirstHeard[Int(artist)], heard)
            }
            let release = trackRelease[track]
            if release >= 0 { releaseFirstHeard[Int(release)] = min(releaseFirstHeard[Int(release)], heard) }
        }

        // Days are almost sorted already (a clock change can step back over midnight).
        var listeningDays: [Int32] = []
        for day in dayNumber where listeningDays.last != day { listeningDays.append(day) }
        listeningDays.sort()
        var uniqueDays: [Int32] = []
        for day in listeningDays where uniqueDays.last != day { uniqueDays.append(day) }
        self.listeningDays = uniqueDays
        self.dayNumber = dayNumber
        self.secondOfDay = secondOfDay
        self.artistStart = artistStart
        self.trackArtists = trackArtists
        self.trackRelease = trackRelease
        self.trackReleaseGroup = releaseColumns.trackReleaseGroup
        self.trackRecording = recordingColumns.trackRecording
        self.artists = artists
        self.releases = releases
        self.releaseGroups = releaseColumns.releaseGroups
        self.recordings = recordingColumns.recordings
        self.artistFirstHeard = artistFirstHeard
        self.releaseFirstHeard = releaseFirstHeard
    }

    /// Per listen: its wall-clock day number and second of that day. The offset only changes
    /// at a transition, so this walks the sorted times.
    static func wallClockColumns(_ listenedAt: [Int64], clock: WallClock) -> ([Int32], [Int32]) {
        var dayNumber = [Int32](repeating: 0, count: listenedAt.count)
        var secondOfDay = [Int32](repeating: 0, count: listenedAt.count)
        for (position, instant) in listenedAt.enumerated() {
            let local = clock.localSeconds(at: instant)
            let day = WallClock.floorDiv(local, 86_400)
            dayNumber[position] = Int32(truncatingIfNeeded: day)
            secondOfDay[position] = Int32(local - day * 86_400)
        }
        return (dayNumber, secondOfDay)
    }

    /// The positions of the listens inside `window`, found by binary search on the sorted times.
    func positions(in window: TimeWindow) -> Range<Int> {
        firstPosition(atOrAfter: window.start)..<max(firstPosition(atOrAfter: window.start), firstPosition(atOrAfter: window.end))
    }

    func firstPosition(atOrAfter instant: Int64) -> Int {
        var low = 0
        var high = history.count
        while low < high {
            let middle = (low + high) / 2
            if history.listenedAt[middle] < instant { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func artistIDs(ofTrack track: Int) -> ArraySlice<Int32> {
        trackArtists[Int(artistStart[track])..<Int(artistStart[track + 1])]
    }
}

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

    // swiftlint:disable:next function_body_length
    init(history: ListenHistory, clock: WallClock) {
        self.history = history
        self.clock = clock
        let trackCount = history.tracks.count
        var artists = EntityTable<ArtistCount>(capacity: trackCount / 8)
        var releases = EntityTable<ReleaseCount>(capacity: trackCount / 4)
        var releaseGroups = EntityTable<ReleaseCount>(capacity: trackCount / 4)
        var recordings = EntityTable<RecordingCount>(capacity: trackCount)
        var artistStart: [Int32] = [0]
        var trackArtists: [Int32] = []
        var trackRelease: [Int32] = []
        var trackReleaseGroup: [Int32] = []
        var trackRecording: [Int32] = []
        artistStart.reserveCapacity(history.tracks.count + 1)
        // About four distinct strings per track (title, recording, release and credit).
        var strings = StringInterner(capacity: history.tracks.count * 4)
        for track in history.tracks {
            let mapping = track.mapping
            // Each credited artist once per listen, even if credited twice.
            let first = trackArtists.count
            for artist in track.effectiveArtists {
                let key = EntityKey(name: strings.lowercasedID(artist.name), mbid: strings.id(artist.mbid))
                let id = artists.intern(key) {
                    ArtistCount(name: artist.name, mbid: artist.mbid, listenCount: 0)
                }
                if !trackArtists[first...].contains(id) { trackArtists.append(id) }
            }
            artistStart.append(Int32(trackArtists.count))

            let credit = track.effectiveArtistCredit
            let lowerCredit = strings.lowercasedID(credit)
            let artistMBIDs = mapping?.artists.compactMap(\.mbid) ?? []
            let title = track.effectiveTitle
            let releaseName = track.releaseName.flatMap { $0.isEmpty ? nil : $0 }
            let lowerRelease = strings.lowercasedID(releaseName)
            let releaseMBID = strings.id(mapping?.releaseMBID)
            let recordingKey = EntityKey(
                name: strings.lowercasedOnlyID(title), mbid: strings.id(mapping?.recordingMBID), credit: lowerCredit,
                release: lowerRelease, releaseMBID: releaseMBID)
            trackRecording.append(
                recordings.intern(recordingKey) {
                    RecordingCount(
                        trackName: title, mbid: mapping?.recordingMBID, artistName: credit, artistMBIDs: artistMBIDs,
                        releaseName: releaseName, releaseMBID: mapping?.releaseMBID, caaID: mapping?.caaID,
                        caaReleaseMBID: mapping?.caaReleaseMBID, listenCount: 0)
                })
            guard let releaseName else {
                trackRelease.append(-1)
                trackReleaseGroup.append(-1)
                continue
            }
            trackRelease.append(
                releases.intern(EntityKey(name: lowerRelease, mbid: releaseMBID, credit: lowerCredit)) {
                    ReleaseCount(
                        name: releaseName, mbid: mapping?.releaseMBID, artistName: credit, artistMBIDs: artistMBIDs,
                        caaID: mapping?.caaID, caaReleaseMBID: mapping?.caaReleaseMBID, listenCount: 0)
                })
            trackReleaseGroup.append(
                releaseGroups.intern(EntityKey(name: lowerRelease, mbid: strings.id(mapping?.releaseGroupMBID), credit: lowerCredit)) {
                    ReleaseCount(
                        name: releaseName, mbid: mapping?.releaseGroupMBID, artistName: credit,
                        artistMBIDs: artistMBIDs, caaID: mapping?.caaID, caaReleaseMBID: mapping?.caaReleaseMBID,
                        listenCount: 0)
                })
        }

        // Wall-clock columns: the offset only changes at a transition, so walk the sorted times.
        var dayNumber = [Int32](repeating: 0, count: history.count)
        var secondOfDay = [Int32](repeating: 0, count: history.count)
        var trackFirstHeard = [Int64](repeating: .max, count: history.tracks.count)
        for position in 0..<history.count {
            let instant = history.listenedAt[position]
            let local = clock.localSeconds(at: instant)
            let day = WallClock.floorDiv(local, 86_400)
            dayNumber[position] = Int32(truncatingIfNeeded: day)
            secondOfDay[position] = Int32(local - day * 86_400)
            let track = Int(history.trackIndex[position])
            if trackFirstHeard[track] == .max { trackFirstHeard[track] = instant }
        }
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
        self.trackReleaseGroup = trackReleaseGroup
        self.trackRecording = trackRecording
        self.artists = artists
        self.releases = releases
        self.releaseGroups = releaseGroups
        self.recordings = recordings
        self.artistFirstHeard = artistFirstHeard
        self.releaseFirstHeard = releaseFirstHeard
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

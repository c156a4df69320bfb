import Concurrency
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

    /// Per track, the entities it counts for; per entity, when it was first heard.
    let entities: TrackEntities
    /// The wall-clock day numbers with at least one listen, ascending.
    let listeningDays: [Int32]

    init(history: ListenHistory, clock: WallClock, artistGrouping: ArtistGrouping = .listenBrainz) {
        self.history = history
        self.clock = clock
        // On two cores, in two steps: the lower-cased texts the entities group by (credits on
        // one core, titles and release names on the other), then the entities (artists and
        // releases on one, recordings, release groups and the wall-clock columns on the other).
        let firstHeard = TrackEntities.firstHeard(history)
        let (keys, titles) = Concurrently.both(
            { LoweredCredits(history.tracks, firstHeard: firstHeard, grouping: artistGrouping) },
            { LoweredTitles(history.tracks, firstHeard: firstHeard) })
        let (artistsAndReleases, (recordings, releaseGroups, wallClock)) = Concurrently.both(
            { ArtistAndReleaseEntities(history.tracks, firstHeard: firstHeard, keys: keys, titles: titles) },
            {
                (
                    RecordingEntities(history.tracks, firstHeard: firstHeard, titles: titles, keys: keys),
                    ReleaseGroupEntities(history.tracks, firstHeard: firstHeard, keys: keys, titles: titles),
                    Self.wallClockColumns(history, clock)
                )
            })
        entities = TrackEntities(artistsAndReleases: artistsAndReleases, recordingEntities: recordings, releaseGroupEntities: releaseGroups)
        (dayNumber, secondOfDay) = wallClock
        // Days are almost sorted already (a clock change can step back over midnight).
        var listeningDays: [Int32] = []
        for day in dayNumber where listeningDays.last != day { listeningDays.append(day) }
        listeningDays.sort()
        var uniqueDays: [Int32] = []
        for day in listeningDays where uniqueDays.last != day { uniqueDays.append(day) }
        self.listeningDays = uniqueDays
    }

    /// Per listen, its wall-clock day number and second of that day. The offset only changes
    /// at a transition, and the times are sorted, so it is looked up once per transition.
    private static func wallClockColumns(_ history: ListenHistory, _ clock: WallClock) -> ([Int32], [Int32]) {
        var dayNumber = [Int32](repeating: 0, count: history.count)
        var secondOfDay = [Int32](repeating: 0, count: history.count)
        var offset: Int64 = 0
        var offsetValid = Int64.min..<Int64.min
        for position in 0..<history.count {
            let instant = history.listenedAt[position]
            if !offsetValid.contains(instant) { (offset, offsetValid) = clock.offsetSpan(at: instant) }
            let local = instant + offset
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
        history.listenedAt.firstIndex(atOrAfter: instant)
    }

    func artistIDs(ofTrack track: Int) -> ArraySlice<Int32> {
        entities.trackArtists[Int(entities.artistStart[track])..<Int(entities.artistEnd[track])]
    }
}

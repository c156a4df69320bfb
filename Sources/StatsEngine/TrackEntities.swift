import ListenModel

/// Per track of a history's catalog, the ids of the entities it counts for, by ListenBrainz's
/// grouping rules; and when each entity was first heard.
///
/// Tracks are visited in the order they were first heard, so entity ids (which settle the
/// last ties of a top list) mean "first heard first", however the catalog is ordered. Tracks
/// no listen refers to get no entities.
struct TrackEntities: Sendable {
    /// Per track: its credited artists, `artists` ids at `trackArtists[artistStart[t]..<artistEnd[t]]`.
    var artistStart: [Int32]
    var artistEnd: [Int32]
    var trackArtists: [Int32] = []
    /// Per track: release, release group and recording id, -1 when left out (no release name).
    var trackRelease: [Int32]
    var trackReleaseGroup: [Int32]
    var trackRecording: [Int32]

    var artists: EntityTable
    var releases: EntityTable
    var releaseGroups: EntityTable
    var recordings: EntityTable

    /// Per artist and release: the time of its first listen in the history.
    var artistFirstHeard: [Int64]
    var releaseFirstHeard: [Int64]

    // swiftlint:disable:next function_body_length
    init(_ history: ListenHistory) {
        let catalog = history.tracks
        let trackCount = catalog.count
        var firstHeard: [(track: Int32, at: Int64)] = []
        var seen = [Bool](repeating: false, count: trackCount)
        for (position, track) in history.trackIndex.enumerated() where !seen[Int(track)] {
            seen[Int(track)] = true
            firstHeard.append((track, history.listenedAt[position]))
        }

        artistStart = [Int32](repeating: 0, count: trackCount)
        artistEnd = [Int32](repeating: 0, count: trackCount)
        trackRelease = [Int32](repeating: -1, count: trackCount)
        trackReleaseGroup = [Int32](repeating: -1, count: trackCount)
        trackRecording = [Int32](repeating: -1, count: trackCount)
        artists = EntityTable(capacity: firstHeard.count / 8)
        releases = EntityTable(capacity: firstHeard.count / 4)
        releaseGroups = EntityTable(capacity: firstHeard.count / 4)
        recordings = EntityTable(capacity: firstHeard.count)
        artistFirstHeard = []
        releaseFirstHeard = []
        trackArtists.reserveCapacity(firstHeard.count + firstHeard.count / 8)

        var lowered = LoweredTexts(catalog.texts)
        for (track, heard) in firstHeard {
            let entry = catalog.entries[Int(track)]
            let credits = catalog.credits(of: Int(track))

            // The credited artists (or the submitted name as one), each once per listen.
            let first = Int32(trackArtists.count)
            artistStart[Int(track)] = first
            func count(artistNamed name: Int32, mbid: Int32) {
                let id = artists.intern(EntityKey(name: lowered.id(name), mbid: mbid), track: track, name: name, mbid: mbid)
                if !trackArtists[Int(first)...].contains(id) { trackArtists.append(id) }
                if Int(id) == artistFirstHeard.count { artistFirstHeard.append(heard) }
            }
            if credits.isEmpty {
                count(artistNamed: entry.artistName, mbid: -1)
            } else {
                for credit in credits { count(artistNamed: credit.name, mbid: credit.mbid) }
            }
            artistEnd[Int(track)] = Int32(trackArtists.count)

            let credit: Int32
            if credits.isEmpty {
                credit = lowered.id(entry.artistName)
            } else if credits.count == 1 && catalog.texts.byteCount(credits[credits.startIndex].joinPhrase) == 0 {
                credit = lowered.id(credits[credits.startIndex].name)
            } else {
                credit = lowered.id(concatenating: credits.flatMap { [$0.name, $0.joinPhrase] })
            }
            let hasRelease = entry.releaseName >= 0 && catalog.texts.byteCount(entry.releaseName) > 0
            let release = hasRelease ? lowered.id(entry.releaseName) : -1
            let title = entry.effectiveTitle
            trackRecording[Int(track)] = recordings.intern(
                EntityKey(
                    name: lowered.id(title), mbid: entry.recordingMBID, credit: credit, release: release,
                    releaseMBID: entry.releaseMBID),
                track: track, name: title, mbid: entry.recordingMBID)
            guard hasRelease else { continue }
            let releaseID = releases.intern(
                EntityKey(name: release, mbid: entry.releaseMBID, credit: credit),
                track: track, name: entry.releaseName, mbid: entry.releaseMBID)
            trackRelease[Int(track)] = releaseID
            if Int(releaseID) == releaseFirstHeard.count { releaseFirstHeard.append(heard) }
            trackReleaseGroup[Int(track)] = releaseGroups.intern(
                EntityKey(name: release, mbid: entry.releaseGroupMBID, credit: credit),
                track: track, name: entry.releaseName, mbid: entry.releaseGroupMBID)
        }
    }
}

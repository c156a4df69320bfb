import ListenModel

/// The artists and releases of a catalog's tracks: one half of `TrackEntities`, built on its
/// own core while the other builds recordings and release groups.
struct ArtistAndReleaseEntities: Sendable {
    /// Per track: its credited artists, `artists` ids at `trackArtists[artistStart[t]..<artistEnd[t]]`.
    var artistStart: [Int32]
    var artistEnd: [Int32]
    var trackArtists: [Int32] = []
    /// Per track: release id, -1 when left out (no release name).
    var trackRelease: [Int32]
    var artists: EntityTable
    var releases: EntityTable
    /// Per artist and release: the time of its first listen in the history.
    var artistFirstHeard: [Int64] = []
    var releaseFirstHeard: [Int64] = []

    /// Visits `firstHeard` (tracks in the order first heard, with when) so ids mean "first heard
    /// first"; groups by the lower-cased ids of `keys` and `titles` (release names).
    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)], keys: LoweredCredits, titles: LoweredTitles) {
        artistStart = [Int32](repeating: 0, count: catalog.count)
        artistEnd = [Int32](repeating: 0, count: catalog.count)
        trackRelease = [Int32](repeating: -1, count: catalog.count)
        artists = EntityTable(capacity: firstHeard.count / 8)
        releases = EntityTable(capacity: firstHeard.count / 4)
        trackArtists.reserveCapacity(firstHeard.count + firstHeard.count / 8)
        let mapped = keys.mapped
        for (track, heard) in firstHeard {
            let entry = catalog.entries[Int(track)]
            let credits = catalog.credits(of: Int(track))

            // The credited artists (or the submitted name as one), each once per listen. Merging
            // names, an unmapped name takes the key, name and MBID of its one mapped artist.
            let first = Int32(trackArtists.count)
            artistStart[Int(track)] = first
            func count(artistNamed name: Int32, mbid: Int32, loweredName: Int32) {
                let key = EntityKey(name: loweredName, mbid: mbid)
                let id = artists.intern(key, track: track, name: name, mbid: mbid)
                if !trackArtists[Int(first)...].contains(id) { trackArtists.append(id) }
                if Int(id) == artistFirstHeard.count { artistFirstHeard.append(heard) }
            }
            if credits.isEmpty {
                let loweredName = keys.artistName[Int(track)]
                if !entry.isMapped, let artist = mapped?.artist(named: loweredName) {
                    count(artistNamed: artist.name, mbid: artist.mbid, loweredName: loweredName)
                } else {
                    count(artistNamed: entry.artistName, mbid: -1, loweredName: loweredName)
                }
            } else {
                for index in credits.indices {
                    count(artistNamed: credits[index].name, mbid: credits[index].mbid, loweredName: keys.creditName[index])
                }
            }
            artistEnd[Int(track)] = Int32(trackArtists.count)

            let release = titles.release[Int(track)]
            guard release >= 0 else { continue }
            let byMBID = keys.grouping.groupsAlbumsByMBID && entry.releaseMBID >= 0
            let releaseID = releases.intern(
                byMBID
                    ? EntityKey(name: -1, mbid: entry.releaseMBID)
                    : EntityKey(name: release, mbid: entry.releaseMBID, credit: keys.credit[Int(track)]),
                track: track, name: entry.releaseName, mbid: entry.releaseMBID)
            trackRelease[Int(track)] = releaseID
            if Int(releaseID) == releaseFirstHeard.count { releaseFirstHeard.append(heard) }
        }
    }
}

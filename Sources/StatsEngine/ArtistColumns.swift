import ListenModel

/// The artists of a history's tracks: each distinct (lower-cased name, MBID) once, and per track
/// the ids of its credited artists.
struct ArtistColumns: Sendable {
    var artists: EntityTable<ArtistCount>
    /// CSR layout: track `t`'s artists are `trackArtists[artistStart[t]..<artistStart[t + 1]]`.
    var artistStart: [Int32] = [0]
    var trackArtists: [Int32] = []

    init(tracks: [Track]) {
        artists = EntityTable(capacity: tracks.count / 8)
        artistStart.reserveCapacity(tracks.count + 1)
        trackArtists.reserveCapacity(tracks.count)
        // Names and MBIDs repeat across tracks: an artist string is roughly one in four tracks.
        var strings = StringInterner(capacity: tracks.count / 2)
        for track in tracks.indices {
            // Each credited artist once per listen, even if credited twice.
            let first = trackArtists.count
            for artist in tracks[track].effectiveArtists {
                let key = EntityKey(name: strings.lowercasedID(artist.name), mbid: strings.id(artist.mbid))
                let id = artists.intern(key) {
                    ArtistCount(name: artist.name, mbid: artist.mbid, listenCount: 0)
                }
                if !trackArtists[first...].contains(id) { trackArtists.append(id) }
            }
            artistStart.append(Int32(trackArtists.count))
        }
    }
}

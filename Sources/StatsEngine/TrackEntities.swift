import ListenModel

/// Per track of a history's catalog, the ids of the entities it counts for, by ListenBrainz's
/// grouping rules; and when each entity was first heard.
///
/// Tracks are visited in the order they were first heard, so entity ids (which settle the
/// last ties of a top list) mean "first heard first", however the catalog is ordered. Tracks
/// no listen refers to get no entities. Artists and releases, and recordings, are interned
/// separately from recordings and release groups (they share nothing but the catalog), so
/// they can be built on two cores.
struct TrackEntities: Sendable {
    let artistsAndReleases: ArtistAndReleaseEntities
    let recordingEntities: RecordingEntities
    let releaseGroupEntities: ReleaseGroupEntities

    /// Each track a listen refers to, once, in the order first heard, with when.
    static func firstHeard(_ history: ListenHistory) -> [(track: Int32, at: Int64)] {
        var firstHeard: [(track: Int32, at: Int64)] = []
        var seen = [Bool](repeating: false, count: history.tracks.count)
        for (position, track) in history.trackIndex.enumerated() where !seen[Int(track)] {
            seen[Int(track)] = true
            firstHeard.append((track, history.listenedAt[position]))
        }
        return firstHeard
    }

    var artistStart: [Int32] { artistsAndReleases.artistStart }
    var artistEnd: [Int32] { artistsAndReleases.artistEnd }
    var trackArtists: [Int32] { artistsAndReleases.trackArtists }
    var trackRelease: [Int32] { artistsAndReleases.trackRelease }
    var trackReleaseGroup: [Int32] { releaseGroupEntities.trackReleaseGroup }
    var trackRecording: [Int32] { recordingEntities.trackRecording }
    var artists: EntityTable { artistsAndReleases.artists }
    var releases: EntityTable { artistsAndReleases.releases }
    var releaseGroups: EntityTable { releaseGroupEntities.releaseGroups }
    var recordings: EntityTable { recordingEntities.recordings }
    var artistFirstHeard: [Int64] { artistsAndReleases.artistFirstHeard }
    var releaseFirstHeard: [Int64] { artistsAndReleases.releaseFirstHeard }
}

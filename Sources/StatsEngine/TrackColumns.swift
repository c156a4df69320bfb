/// What a listen of a track counts for, side by side in one value per track: a pass over every
/// listen reads one value where it read four columns (`TrackEntities`), each a cache miss once
/// the catalog outgrows the core's cache.
struct TrackColumns {
    var recording: Int32
    /// -1 when the track has no release.
    var release: Int32
    /// The track's artists are `trackArtists[artistStart..<artistEnd]`.
    var artistStart: Int32
    var artistEnd: Int32

    static func make(_ entities: TrackEntities) -> [TrackColumns] {
        let (recording, release) = (entities.trackRecording, entities.trackRelease)
        let (start, end) = (entities.artistStart, entities.artistEnd)
        return recording.indices.map { track in
            TrackColumns(recording: recording[track], release: release[track], artistStart: start[track], artistEnd: end[track])
        }
    }
}

import ListenModel

/// The recordings of a catalog's tracks: the other half of `TrackEntities`, built on its own
/// core while the first builds artists and releases.
struct RecordingEntities: Sendable {
    /// Per track: its recording id (-1 for a track no listen refers to).
    var trackRecording: [Int32]
    var recordings: EntityTable

    /// Visits `firstHeard` (tracks in the order first heard) so ids mean "first heard first";
    /// groups by the lower-cased ids of `titles` and `keys`.
    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)], titles: LoweredTitles, keys: LoweredCredits) {
        trackRecording = [Int32](repeating: -1, count: catalog.count)
        recordings = EntityTable(capacity: firstHeard.count)
        for (track, _) in firstHeard {
            let entry = catalog.entries[Int(track)]
            let key = EntityKey(
                name: titles.title[Int(track)], mbid: entry.recordingMBID, credit: keys.credit[Int(track)],
                release: titles.release[Int(track)], releaseMBID: entry.releaseMBID)
            trackRecording[Int(track)] = recordings.intern(key, track: track, name: entry.effectiveTitle, mbid: entry.recordingMBID)
        }
    }
}

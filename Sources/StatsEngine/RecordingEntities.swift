import ListenModel

/// The recordings of a catalog's tracks: the other half of `TrackEntities`, built on its own
/// core while the first builds artists and releases.
struct RecordingEntities: Sendable {
    /// Per track: its recording id (-1 for a track no listen refers to).
    var trackRecording: [Int32]
    var recordings: EntityTable

    /// Visits `firstHeard` (tracks in the order first heard) so ids mean "first heard first".
    init(_ catalog: TrackCatalog, firstHeard: [(track: Int32, at: Int64)]) {
        trackRecording = [Int32](repeating: -1, count: catalog.count)
        recordings = EntityTable(capacity: firstHeard.count)
        var lowered = LoweredTexts(catalog.texts)
        for (track, _) in firstHeard {
            let entry = catalog.entries[Int(track)]
            let title = entry.effectiveTitle
            let key = EntityKey(
                name: lowered.id(title), mbid: entry.recordingMBID,
                credit: lowered.credit(of: entry, catalog.credits(of: Int(track))), release: lowered.release(of: entry),
                releaseMBID: entry.releaseMBID)
            trackRecording[Int(track)] = recordings.intern(key, track: track, name: title, mbid: entry.recordingMBID)
        }
    }
}

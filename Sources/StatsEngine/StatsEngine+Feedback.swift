import ListenModel

extension StatsEngine {
    /// `entries` with the track and artist named from the history wherever the feedback itself
    /// carries no names (an export's `feedback.jsonl` has only ids): by the recording MBID of a
    /// mapped listen, else by the submitted recording MSID. Readers see names, never ids; one
    /// the history has never played keeps none.
    public func naming(_ entries: [FeedbackEntry]) -> [FeedbackEntry] {
        guard entries.contains(where: { $0.trackName == nil }) else { return entries }
        let names = recordingNamesCache.value { RecordingNames(index.history.tracks) }
        return entries.map { entry in
            guard entry.trackName == nil,
                let found = entry.recordingMBID.flatMap({ names.byMBID[$0.lowercased()] }) ?? entry.recordingMSID.flatMap({ names.byMSID[$0.lowercased()] })
            else { return entry }
            var named = entry
            named.trackName = found.track
            named.artistName = entry.artistName ?? found.artist
            return named
        }
    }
}

/// The names of the history's recordings by recording MBID (as mapped) and by recording MSID
/// (as submitted), the first track of each; made once per engine, on the first feedback
/// without names.
struct RecordingNames {
    var byMBID: [String: (track: String, artist: String)] = [:]
    var byMSID: [String: (track: String, artist: String)] = [:]

    init(_ tracks: TrackCatalog) {
        for track in tracks {
            if let mapping = track.mapping, byMBID[mapping.recordingMBID.lowercased()] == nil {
                byMBID[mapping.recordingMBID.lowercased()] = (track.effectiveTitle, track.effectiveArtistCredit)
            }
            if let msid = track.recordingMSID, byMSID[msid.lowercased()] == nil {
                byMSID[msid.lowercased()] = (track.trackName, track.artistName)
            }
        }
    }
}

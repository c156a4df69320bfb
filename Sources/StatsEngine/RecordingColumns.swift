import ListenModel

/// The recordings of a history's tracks, and per track the id of its own.
struct RecordingColumns: Sendable {
    var recordings: EntityTable<RecordingCount>
    var trackRecording: [Int32] = []

    init(tracks: [Track]) {
        recordings = EntityTable(capacity: tracks.count)
        trackRecording.reserveCapacity(tracks.count)
        // About four distinct strings per track (title, recording MBID, release and credit).
        var strings = StringInterner(capacity: tracks.count * 4)
        for track in tracks.indices {
            let mapping = tracks[track].mapping
            let credit = tracks[track].effectiveArtistCredit
            let title = tracks[track].effectiveTitle
            let releaseName = tracks[track].releaseName.flatMap { $0.isEmpty ? nil : $0 }
            let key = EntityKey(
                name: strings.lowercasedOnlyID(title), mbid: strings.id(mapping?.recordingMBID),
                credit: strings.lowercasedID(credit), release: strings.lowercasedID(releaseName),
                releaseMBID: strings.id(mapping?.releaseMBID))
            trackRecording.append(
                recordings.intern(key) {
                    RecordingCount(
                        trackName: title, mbid: mapping?.recordingMBID, artistName: credit,
                        artistMBIDs: mapping?.artists.compactMap(\.mbid) ?? [], releaseName: releaseName,
                        releaseMBID: mapping?.releaseMBID, caaID: mapping?.caaID,
                        caaReleaseMBID: mapping?.caaReleaseMBID, listenCount: 0)
                })
        }
    }
}

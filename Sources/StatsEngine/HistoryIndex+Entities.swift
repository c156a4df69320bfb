import ListenModel

extension HistoryIndex {
    var artists: EntityTable { entities.artists }
    var releases: EntityTable { entities.releases }
    var releaseGroups: EntityTable { entities.releaseGroups }
    var recordings: EntityTable { entities.recordings }

    /// The order of a top list of `table`'s entities counted `counts`.
    func order(_ table: EntityTable, _ counts: [Int32]) -> TopListOrder {
        TopListOrder(counts: counts, names: table.name, mbids: table.mbid, texts: history.tracks.texts)
    }

    func artist(_ id: Int32, listenCount: Int32) -> ArtistCount {
        let tracks = history.tracks
        return ArtistCount(
            name: tracks.text(artists.name[Int(id)]) ?? "", mbid: tracks.text(artists.mbid[Int(id)]),
            listenCount: Int(listenCount))
    }

    func release(_ id: Int32, listenCount: Int32) -> ReleaseCount {
        releaseCount(track: releases.firstTrack[Int(id)], listenCount: listenCount) { $0?.releaseMBID }
    }

    func releaseGroup(_ id: Int32, listenCount: Int32) -> ReleaseCount {
        releaseCount(track: releaseGroups.firstTrack[Int(id)], listenCount: listenCount) { $0?.releaseGroupMBID }
    }

    func recording(_ id: Int32, listenCount: Int32) -> RecordingCount {
        let track = history.tracks[Int(recordings.firstTrack[Int(id)])]
        let mapping = track.mapping
        return RecordingCount(
            trackName: track.effectiveTitle, mbid: mapping?.recordingMBID, artistName: track.effectiveArtistCredit,
            artistMBIDs: mapping?.artists.compactMap(\.mbid) ?? [],
            releaseName: track.releaseName.flatMap { $0.isEmpty ? nil : $0 }, releaseMBID: mapping?.releaseMBID,
            caaID: mapping?.caaID, caaReleaseMBID: mapping?.caaReleaseMBID, listenCount: Int(listenCount))
    }

    /// A release or release group as shown on `track`, the first heard that counts for it.
    private func releaseCount(track position: Int32, listenCount: Int32, mbid: (MBIDMapping?) -> String?) -> ReleaseCount {
        let track = history.tracks[Int(position)]
        let mapping = track.mapping
        return ReleaseCount(
            name: track.releaseName ?? "", mbid: mbid(mapping), artistName: track.effectiveArtistCredit,
            artistMBIDs: mapping?.artists.compactMap(\.mbid) ?? [], caaID: mapping?.caaID,
            caaReleaseMBID: mapping?.caaReleaseMBID, listenCount: Int(listenCount))
    }
}

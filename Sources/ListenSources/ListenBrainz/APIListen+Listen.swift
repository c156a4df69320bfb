import ListenModel

extension APIListen {
    /// The model listen, or nil when it lacks a time (or has one past year 9999), an artist
    /// or a title (such listens are skipped and counted, as ListenBrainz's own export reader does).
    /// Names follow `ListenName`, as every importer's do: one of white space is no name.
    func listen(source: ListenSource = .listenbrainz) -> Listen? {
        guard let listenedAt, Listen.plausibleTimes.contains(listenedAt), let metadata = trackMetadata,
            let artistName = metadata.artistName.flatMap(ListenName.cleaned),
            let trackName = metadata.trackName.flatMap(ListenName.cleaned)
        else { return nil }
        let info = metadata.additionalInfo
        // duration_ms wins; the seconds field is multiplied only when the result is plausible.
        let durationMs = Listen.plausibleDuration(milliseconds: info?.durationMs) ?? Listen.plausibleDuration(seconds: info?.duration)
        let track = Track(
            artistName: artistName,
            trackName: trackName,
            releaseName: metadata.releaseName.flatMap(ListenName.cleaned),
            recordingMSID: recordingMSID ?? info?.recordingMSID,
            mapping: metadata.mbidMapping.flatMap { $0.model(submittedArtist: artistName, submittedTitle: trackName) })
        return Listen(
            listenedAt: listenedAt, track: track,
            durationMs: durationMs, source: source)
    }
}

extension APIListen.Mapping {
    /// The mapping, or nil when it names no recording (ListenBrainz sends an empty object
    /// or nulls for listens it could not map).
    func model(submittedArtist: String, submittedTitle: String) -> MBIDMapping? {
        guard let recordingMBID, !recordingMBID.isEmpty else { return nil }
        var credited: [CreditedArtist] =
            artists?.compactMap { artist in
                guard let name = artist.artistCreditName.flatMap(ListenName.cleaned) else { return nil }
                return CreditedArtist(
                    name: name, mbid: artist.artistMBID, joinPhrase: artist.joinPhrase.map(ListenName.withoutControls) ?? "")
            } ?? []
        if credited.isEmpty {
            // Older mappings carry only MBIDs: credit the submitted name, with the MBID when
            // there is exactly one artist to give it to.
            let mbids = artistMBIDs ?? []
            credited = [CreditedArtist(name: submittedArtist, mbid: mbids.count == 1 ? mbids[0] : nil)]
        }
        return MBIDMapping(
            recordingMBID: recordingMBID, recordingName: recordingName.flatMap(ListenName.cleaned) ?? submittedTitle,
            releaseMBID: releaseMBID, releaseGroupMBID: releaseGroupMBID, artists: credited,
            caaID: caaID, caaReleaseMBID: caaReleaseMBID)
    }
}

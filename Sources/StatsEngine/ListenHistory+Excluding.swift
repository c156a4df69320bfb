import ListenModel

extension ListenHistory {
    /// A copy without the listens `filter` excludes; the tracks table is kept whole.
    func excluding(_ filter: StatFilter) -> ListenHistory {
        guard !filter.isEmpty else { return self }
        let artistKeys = Set(filter.excludedArtists.map { ExactText($0.lowercased()) })
        let releaseKeys = Set(filter.excludedReleases.map { ExactText($0.lowercased()) })
        let sources = Set(filter.excludedSources)
        func matches(_ text: String?, _ keys: Set<ExactText>) -> Bool {
            guard let text else { return false }
            return keys.contains(ExactText(text.lowercased()))
        }
        let excludedTrack = tracks.map { track in
            track.effectiveArtists.contains { matches($0.name, artistKeys) || matches($0.mbid, artistKeys) }
                || matches(track.artistName, artistKeys) || matches(track.effectiveArtistCredit, artistKeys)
                || matches(track.releaseName, releaseKeys) || matches(track.mapping?.releaseMBID, releaseKeys)
                || matches(track.mapping?.releaseGroupMBID, releaseKeys)
        }
        var kept = ListenHistory(tracks: tracks)
        for position in 0..<count where !excludedTrack[Int(trackIndex[position])] && !sources.contains(source[position]) {
            kept.listenedAt.append(listenedAt[position])
            kept.trackIndex.append(trackIndex[position])
            kept.durationMs.append(durationMs[position])
            kept.source.append(source[position])
        }
        return kept
    }
}

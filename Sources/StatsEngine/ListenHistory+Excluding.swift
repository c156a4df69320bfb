import ListenModel

extension ListenHistory {
    /// A copy without the listens `filter` excludes; the tracks catalog is kept whole.
    func excluding(_ filter: StatFilter) -> ListenHistory {
        guard !filter.isEmpty else { return self }
        let excludedTrack = Self.excludedTracks(tracks, filter)
        let sources = Set(filter.excludedSources)
        var kept = ListenHistory(tracks: tracks)
        for position in 0..<count where !excludedTrack[Int(trackIndex[position])] && !sources.contains(source[position]) {
            kept.listenedAt.append(listenedAt[position])
            kept.trackIndex.append(trackIndex[position])
            kept.durationMs.append(durationMs[position])
            kept.source.append(source[position])
        }
        return kept
    }

    /// Per track of `catalog`, whether `filter` leaves it out. Each distinct text is lower-cased
    /// and looked up once, however many tracks share it.
    private static func excludedTracks(_ catalog: TrackCatalog, _ filter: StatFilter) -> [Bool] {
        let artistKeys = Set(filter.excludedArtists.map { ExactText($0.lowercased()) })
        let releaseKeys = Set(filter.excludedReleases.map { ExactText($0.lowercased()) })
        var artistMatch = [Bool?](repeating: nil, count: catalog.texts.count)
        var releaseMatch = [Bool?](repeating: nil, count: catalog.texts.count)
        func matches(_ text: Int32, _ keys: Set<ExactText>, _ cache: inout [Bool?]) -> Bool {
            guard text >= 0, !keys.isEmpty else { return false }
            if let known = cache[Int(text)] { return known }
            let found = keys.contains(ExactText((catalog.text(text) ?? "").lowercased()))
            cache[Int(text)] = found
            return found
        }
        return catalog.indices.map { position in
            let entry = catalog.entries[position]
            let credits = catalog.credits(of: position)
            let artistExcluded =
                credits.contains { matches($0.name, artistKeys, &artistMatch) || matches($0.mbid, artistKeys, &artistMatch) }
                || matches(entry.artistName, artistKeys, &artistMatch)
                // The whole credit as shown ("A feat. B"), where it is more than one name.
                || (!artistKeys.isEmpty && (credits.count > 1 || credits.contains { catalog.texts.byteCount($0.joinPhrase) > 0 })
                    && artistKeys.contains(ExactText(catalog[position].effectiveArtistCredit.lowercased())))
            return artistExcluded
                || (entry.isMapped
                    && (matches(entry.releaseMBID, releaseKeys, &releaseMatch)
                        || matches(entry.releaseGroupMBID, releaseKeys, &releaseMatch)))
                || matches(entry.releaseName, releaseKeys, &releaseMatch)
        }
    }
}

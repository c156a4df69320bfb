import ListenModel

extension ListenHistory {
    /// A copy without the listens `filter` excludes (the tracks catalog is kept whole), and the
    /// times of the listens left out by each of `filter.rules`, in order (a listen two rules
    /// match is the first one's).
    func excluding(_ filter: StatFilter) -> (kept: ListenHistory, leftOutTimes: [[Int64]]) {
        guard !filter.isEmpty else { return (self, []) }
        let excludedBy = Self.excludingRules(tracks, filter)
        // Source rules follow the artist and release rules.
        let sourceBase = filter.excludedArtists.count + filter.excludedReleases.count
        var sourceRule: [ListenSource: Int] = [:]
        for (offset, source) in filter.excludedSources.enumerated() where sourceRule[source] == nil {
            sourceRule[source] = sourceBase + offset
        }
        var kept = ListenHistory(tracks: tracks)
        var leftOut = [[Int64]](repeating: [], count: filter.rules.count)
        for position in 0..<count {
            let trackRule = Int(excludedBy[Int(trackIndex[position])])
            if let rule = trackRule >= 0 ? trackRule : sourceRule[source[position]] {
                leftOut[rule].append(listenedAt[position])
                continue
            }
            kept.listenedAt.append(listenedAt[position])
            kept.trackIndex.append(trackIndex[position])
            kept.durationMs.append(durationMs[position])
            kept.source.append(source[position])
        }
        return (kept, leftOut)
    }

    /// Per track of `catalog`, the first of `filter`'s artist and release rules that leaves
    /// it out (its place in `filter.rules`), or -1. Each distinct text is lower-cased and
    /// looked up once, however many tracks share it.
    private static func excludingRules(_ catalog: TrackCatalog, _ filter: StatFilter) -> [Int32] {
        // Each key's first rule: a name listed twice is one rule.
        var artistKeys: [ExactText: Int32] = [:]
        for (offset, artist) in filter.excludedArtists.enumerated() where artistKeys[ExactText(artist.lowercased())] == nil {
            artistKeys[ExactText(artist.lowercased())] = Int32(offset)
        }
        var releaseKeys: [ExactText: Int32] = [:]
        for (offset, release) in filter.excludedReleases.enumerated() where releaseKeys[ExactText(release.lowercased())] == nil {
            releaseKeys[ExactText(release.lowercased())] = Int32(filter.excludedArtists.count + offset)
        }
        // Per text: its rule, -1 for none, -2 not looked up yet.
        var artistMatch = [Int32](repeating: -2, count: catalog.texts.count)
        var releaseMatch = [Int32](repeating: -2, count: catalog.texts.count)
        func rule(_ text: Int32, _ keys: [ExactText: Int32], _ cache: inout [Int32]) -> Int32? {
            guard text >= 0, !keys.isEmpty else { return nil }
            if cache[Int(text)] == -2 { cache[Int(text)] = keys[ExactText((catalog.text(text) ?? "").lowercased())] ?? -1 }
            return cache[Int(text)] >= 0 ? cache[Int(text)] : nil
        }
        return catalog.indices.map { position in
            let entry = catalog.entries[position]
            let credits = catalog.credits(of: position)
            // The lowest-numbered artist rule any credit, the credit as shown, or the whole
            // credit ("A feat. B", where it is more than one name) matches.
            var artistRules = credits.flatMap { [rule($0.name, artistKeys, &artistMatch), rule($0.mbid, artistKeys, &artistMatch)] }
                .compactMap { $0 }
            if let shown = rule(entry.artistName, artistKeys, &artistMatch) { artistRules.append(shown) }
            if !artistKeys.isEmpty, credits.count > 1 || credits.contains(where: { catalog.texts.byteCount($0.joinPhrase) > 0 }),
                let whole = artistKeys[ExactText(catalog[position].effectiveArtistCredit.lowercased())]
            {
                artistRules.append(whole)
            }
            if let first = artistRules.min() { return first }
            var releaseRules: [Int32] = []
            if entry.isMapped {
                releaseRules += [rule(entry.releaseMBID, releaseKeys, &releaseMatch), rule(entry.releaseGroupMBID, releaseKeys, &releaseMatch)]
                    .compactMap { $0 }
            }
            if let name = rule(entry.releaseName, releaseKeys, &releaseMatch) { releaseRules.append(name) }
            return releaseRules.min() ?? -1
        }
    }
}

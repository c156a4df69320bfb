import CompactStorage
import ListenModel

extension StatsEngine {
    /// The summary of a compact profile: what its page's fingerprint reads, without the names
    /// of its lists' entries (each entry is its first track's content digest and its count) or
    /// a month per month of its span.
    ///
    /// Everything the profile made by `profile(of:ref:)` shows, but its ref and ranks (which
    /// the summary carries as numbers), goes into `content`: a page whose summary is unchanged
    /// would be made of the same profile.
    ///
    /// `coverNames` names the cover of each track that has one (`coverNamesOfFirstTracks`).
    func summary(
        of compact: CompactEntityProfile, positions: EntityPositions, trackDigests: [(UInt64, UInt64)],
        coverNames: [Int32: String]
    ) -> EntityProfileSummary {
        // The lists the profile of its kind shows.
        let topTracks = compact.kind == .track ? [] : compact.topTracks
        let topAlbums = compact.kind == .artist ? compact.topAlbums : []
        let playedNext = compact.kind == .track ? compact.playedNext : []
        var hasher = ContentHasher()
        for value in [Int64(compact.count), compact.first, compact.last, compact.knownMs, Int64(compact.estimatedCount)] {
            hasher.combine(value)
        }
        // Its days, months and years are the zone's wall clock.
        hasher.combine(index.clock.identifier)
        for tally in [compact.months, compact.days] {
            hasher.combine(tally.keys.count)
            // A key and its count, one word.
            for (key, count) in zip(tally.keys, tally.counts) {
                hasher.combine(word: UInt64(UInt32(bitPattern: key)) << 32 | UInt64(UInt32(bitPattern: count)))
            }
        }
        hasher.combine(compact.longestGap.map { $0.lastBefore.dayNumber } ?? -1)
        hasher.combine(compact.longestGap.map { $0.firstAfter.dayNumber } ?? -1)
        // An entry shows its first track's names, MBIDs, credit and cover, as its digest does.
        func combine(_ entries: [CompactEntityProfile.Entry], firstTrack: (Int32) -> Int32) {
            hasher.combine(entries.count)
            for entry in entries {
                let (high, low) = trackDigests[Int(firstTrack(entry.id))]
                hasher.combine(word: high)
                hasher.combine(word: low)
                hasher.combine(Int(entry.count))
            }
        }
        combine(topTracks) { index.recordings.firstTrack[Int($0)] }
        combine(topAlbums) { index.releases.firstTrack[Int($0)] }
        combine(playedNext) { index.recordings.firstTrack[Int($0)] }
        hasher.combine(compact.weeksAtNumberOne)
        hasher.combine(compact.milestones.count)
        for milestone in compact.milestones { milestone.combine(into: &hasher) }
        // An album's or track's own cover (its name and MBID are in its ref).
        let ownTrack: Int32? =
            switch compact.kind {
            case .artist: nil
            case .album: index.releases.firstTrack[Int(compact.id)]
            case .track: index.recordings.firstTrack[Int(compact.id)]
            }
        let own = ownTrack.map { trackDigests[Int($0)] } ?? (0, 0)
        hasher.combine(word: own.0)
        hasher.combine(word: own.1)

        let covers =
            [ownTrack.flatMap { coverNames[$0] }]
            + topAlbums.map { coverNames[index.releases.firstTrack[Int($0.id)]] }
            + topTracks.map { coverNames[index.recordings.firstTrack[Int($0.id)]] }
            + playedNext.map { coverNames[index.recordings.firstTrack[Int($0.id)]] }
        var seen: Set<String> = []
        let monthKeys = compact.months.keys
        return EntityProfileSummary(
            content: hasher.words, listenCount: Int(compact.count), rank: compact.rank, rankedCount: compact.rankedCount, yearRanks: compact.yearRanks,
            years: Int(monthKeys.first ?? 0) / 12...Int(monthKeys.last ?? 0) / 12,
            topTrackPositions: topTracks.map { positions.recording($0.id) },
            topAlbumPositions: topAlbums.map { positions.release($0.id) },
            playedNextPositions: playedNext.map { positions.recording($0.id) },
            coverNames: covers.compactMap { $0 }.filter { seen.insert($0).inserted })
    }

    /// The cover file name of each track whose cover a summary of `compacts` can show (an
    /// album's or track's own, its lists' entries'), made once per track: a cover is on many
    /// pages, and each name is a few strings made.
    func coverNamesOfFirstTracks(_ compacts: [CompactEntityProfile]) -> [Int32: String] {
        var tracks: Set<Int32> = []
        for compact in compacts {
            switch compact.kind {
            case .artist:
                for entry in compact.topAlbums { tracks.insert(index.releases.firstTrack[Int(entry.id)]) }
                for entry in compact.topTracks { tracks.insert(index.recordings.firstTrack[Int(entry.id)]) }
            case .album:
                tracks.insert(index.releases.firstTrack[Int(compact.id)])
                for entry in compact.topTracks { tracks.insert(index.recordings.firstTrack[Int(entry.id)]) }
            case .track:
                tracks.insert(index.recordings.firstTrack[Int(compact.id)])
                for entry in compact.playedNext { tracks.insert(index.recordings.firstTrack[Int(entry.id)]) }
            }
        }
        let catalog = index.history.tracks
        var names: [Int32: String] = [:]
        for track in tracks {
            if let key = catalog.coverArtKey(at: Int(track)) { names[track] = key.fileName }
        }
        return names
    }
}

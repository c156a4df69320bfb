import ListenModel

extension StatsEngine {
    /// Artists and releases whose first listen in the whole history falls inside the window,
    /// ranked like the top lists. Only as good as the history loaded before the window.
    func fillDiscoveries(
        _ set: inout StatSet, window: TimeWindow, artistCounts: [Int32], releaseCounts: [Int32], topCount: Int
    ) {
        var newArtistCounts = artistCounts
        for id in newArtistCounts.indices where !window.contains(index.entities.artistFirstHeard[id]) {
            newArtistCounts[id] = 0
        }
        var newReleaseCounts = releaseCounts
        for id in newReleaseCounts.indices where !window.contains(index.entities.releaseFirstHeard[id]) {
            newReleaseCounts[id] = 0
        }
        set.newArtistCount = newArtistCounts.nonZeroCount
        set.newReleaseCount = newReleaseCounts.nonZeroCount
        set.newArtists = index.order(index.artists, newArtistCounts).top(topCount).map {
            index.artist($0, listenCount: newArtistCounts[Int($0)])
        }
        set.newReleases = index.order(index.releases, newReleaseCounts).top(topCount).map {
            index.release($0, listenCount: newReleaseCounts[Int($0)])
        }
    }

    /// How often each of `artistIDs` (at most 16) was heard in each bucket.
    func artistEvolution(_ artistIDs: [Int32], buckets: [ActivityBucket]) -> [ArtistActivitySeries] {
        guard !artistIDs.isEmpty else { return [] }
        precondition(artistIDs.count <= UInt16.bitWidth, "artist evolution follows at most 16 artists")
        var slot = [Int](repeating: -1, count: index.artists.count)
        for (position, id) in artistIDs.enumerated() { slot[Int(id)] = position }
        let trackIndex = index.history.trackIndex
        let (artistStart, artistEnd, trackArtists) = (index.entities.artistStart, index.entities.artistEnd, index.entities.trackArtists)
        let bucketPositions = buckets.map { index.firstPosition(atOrAfter: $0.fromTS)..<index.firstPosition(atOrAfter: $0.toTS + 1) }
        // One flat array, artist by artist (a nested array checked both levels' uniqueness on
        // every listen).
        let bucketCount = buckets.count
        var counts = [Int](repeating: 0, count: bucketCount * artistIDs.count)
        if bucketPositions.reduce(0, { $0 + $1.count }) < index.history.tracks.count {
            // Fewer listens than tracks (a week, a month): each listen's artists, looked up as
            // they come, rather than every track's of the history first. (A track credits
            // each artist once.)
            for (bucketIndex, positions) in bucketPositions.enumerated() {
                for position in positions {
                    let track = Int(trackIndex[position])
                    for credit in Int(artistStart[track])..<Int(artistEnd[track]) where slot[Int(trackArtists[credit])] >= 0 {
                        counts[slot[Int(trackArtists[credit])] * bucketCount + bucketIndex] += 1
                    }
                }
            }
        } else {
            // Which of the artists each track credits, as bits: then a listen costs one look-up.
            var creditedSlots = [UInt16](repeating: 0, count: index.history.tracks.count)
            for track in creditedSlots.indices {
                for credit in Int(artistStart[track])..<Int(artistEnd[track]) where slot[Int(trackArtists[credit])] >= 0 {
                    creditedSlots[track] |= 1 << slot[Int(trackArtists[credit])]
                }
            }
            for (bucketIndex, positions) in bucketPositions.enumerated() {
                for position in positions {
                    var bits = creditedSlots[Int(trackIndex[position])]
                    while bits != 0 {
                        counts[bits.trailingZeroBitCount * bucketCount + bucketIndex] += 1
                        bits &= bits - 1
                    }
                }
            }
        }
        return artistIDs.enumerated().map { position, id in
            let artist = index.artist(id, listenCount: 0)
            return ArtistActivitySeries(
                name: artist.name, mbid: artist.mbid, counts: Array(counts[position * bucketCount..<(position + 1) * bucketCount]))
        }
    }
}

import ListenModel

extension StatsEngine {
    /// The artists of the listens at `positions` by listening time: each credited artist gets
    /// the listen's whole duration (ListenBrainz's three minutes when unknown), as each gets
    /// the whole listen in the listen-count lists. Ties order as the top lists do.
    func artistsByListeningTime(_ positions: Range<Int>, topCount: Int) -> [ArtistListeningTime] {
        let history = index.history
        let artistCount = index.artists.count
        var milliseconds = [Int64](repeating: 0, count: artistCount)
        var estimated = [Int32](repeating: 0, count: artistCount)
        var listens = [Int32](repeating: 0, count: artistCount)
        // Each track's artists read by index in the columns, not as a slice per track or listen.
        let (artistStart, artistEnd, trackArtists) = (index.entities.artistStart, index.entities.artistEnd, index.entities.trackArtists)
        if positions.count < history.tracks.count {
            // A window with fewer listens than the catalog has tracks (a week of 185,000
            // tracks) is summed per listen: three per-track columns would cost more to clear
            // than the listens to count. The sums are the same either way.
            for position in positions {
                let duration = history.durationMs[position]
                let known = duration >= 0
                let track = Int(history.trackIndex[position])
                for slot in Int(artistStart[track])..<Int(artistEnd[track]) {
                    let artist = trackArtists[slot]
                    milliseconds[Int(artist)] += known ? Int64(duration) : WindowTally.estimatedListenMs
                    if !known { estimated[Int(artist)] += 1 }
                    listens[Int(artist)] += 1
                }
            }
        } else {
            addPerTrack(positions, &milliseconds, &estimated, &listens)
        }
        return ranked(milliseconds, estimated, listens, topCount: topCount)
    }

    /// The per-artist sums of a long window, through per-track sums, so each track's artists
    /// are visited once rather than once per listen.
    private func addPerTrack(
        _ positions: Range<Int>, _ milliseconds: inout [Int64], _ estimated: inout [Int32], _ listens: inout [Int32]
    ) {
        let history = index.history
        var trackMs = [Int64](repeating: 0, count: history.tracks.count)
        var trackEstimated = [Int32](repeating: 0, count: history.tracks.count)
        var trackListens = [Int32](repeating: 0, count: history.tracks.count)
        for position in positions {
            let track = Int(history.trackIndex[position])
            let duration = history.durationMs[position]
            trackListens[track] += 1
            if duration >= 0 {
                trackMs[track] += Int64(duration)
            } else {
                trackMs[track] += WindowTally.estimatedListenMs
                trackEstimated[track] += 1
            }
        }
        let (artistStart, artistEnd, trackArtists) = (index.entities.artistStart, index.entities.artistEnd, index.entities.trackArtists)
        for track in trackListens.indices where trackListens[track] > 0 {
            for slot in Int(artistStart[track])..<Int(artistEnd[track]) {
                let artist = trackArtists[slot]
                milliseconds[Int(artist)] += trackMs[track]
                estimated[Int(artist)] += trackEstimated[track]
                listens[Int(artist)] += trackListens[track]
            }
        }
    }

    /// The top `topCount` artists by whole seconds, with their sums.
    private func ranked(
        _ milliseconds: [Int64], _ estimated: [Int32], _ listens: [Int32], topCount: Int
    ) -> [ArtistListeningTime] {
        // Ranked by whole seconds (decades of listening fit an Int32); the top-list order then
        // breaks ties by name and MBID exactly as it does for listen counts.
        let seconds = milliseconds.map { Int32(clamping: $0 / 1000) }
        return index.order(index.artists, seconds).top(topCount).map { id in
            let artist = index.artist(id, listenCount: listens[Int(id)])
            return ArtistListeningTime(
                name: artist.name, mbid: artist.mbid, listeningMs: milliseconds[Int(id)],
                estimatedListenCount: Int(estimated[Int(id)]), listenCount: artist.listenCount)
        }
    }
}

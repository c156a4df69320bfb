import ListenModel

extension StatsEngine {
    /// The artists of the listens at `positions` by listening time: each credited artist gets
    /// the listen's whole duration (ListenBrainz's three minutes when unknown), as each gets
    /// the whole listen in the listen-count lists. Ties order as the top lists do.
    func artistsByListeningTime(_ positions: Range<Int>, topCount: Int) -> [ArtistListeningTime] {
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
        let artistCount = index.artists.count
        var milliseconds = [Int64](repeating: 0, count: artistCount)
        var estimated = [Int32](repeating: 0, count: artistCount)
        var listens = [Int32](repeating: 0, count: artistCount)
        for track in trackListens.indices where trackListens[track] > 0 {
            for artist in index.artistIDs(ofTrack: track) {
                milliseconds[Int(artist)] += trackMs[track]
                estimated[Int(artist)] += trackEstimated[track]
                listens[Int(artist)] += trackListens[track]
            }
        }
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

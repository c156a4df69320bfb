import ListenModel

/// The listens of one window counted per track, with their total and listening time; every
/// entity count derives from the per-track counts without touching the listens again.
struct WindowTally {
    /// ListenBrainz assumes three minutes for a listen whose length is unknown.
    static let estimatedListenMs: Int64 = 180_000

    var trackCounts: [Int32]
    var listenCount = 0
    var knownMs: Int64 = 0
    var estimatedCount = 0

    init(_ index: HistoryIndex, positions: Range<Int>) {
        trackCounts = [Int32](repeating: 0, count: index.history.tracks.count)
        let history = index.history
        for position in positions {
            trackCounts[Int(history.trackIndex[position])] += 1
            let duration = history.durationMs[position]
            if duration >= 0 { knownMs += Int64(duration) } else { estimatedCount += 1 }
        }
        listenCount = positions.count
    }

    var estimatedMs: Int64 { Int64(estimatedCount) * Self.estimatedListenMs }

    func artistCounts(_ index: HistoryIndex) -> [Int32] {
        var counts = [Int32](repeating: 0, count: index.artists.count)
        // The columns held once, and each track's artists read by index: a slice per track
        // retained and released the column 185,000 times a range.
        let (artistStart, artistEnd, trackArtists) = (index.entities.artistStart, index.entities.artistEnd, index.entities.trackArtists)
        for (track, count) in trackCounts.enumerated() where count > 0 {
            for slot in Int(artistStart[track])..<Int(artistEnd[track]) { counts[Int(trackArtists[slot])] += count }
        }
        return counts
    }

    /// Counts per entity for a one-entity-per-track column (-1 = left out).
    func counts(_ column: [Int32], entityCount: Int) -> [Int32] {
        var counts = [Int32](repeating: 0, count: entityCount)
        for (track, count) in trackCounts.enumerated() where count > 0 && column[track] >= 0 {
            counts[Int(column[track])] += count
        }
        return counts
    }
}

extension WindowTally {
    /// Both tallies' listens together (for windows that are not one span, like winter).
    func adding(_ other: WindowTally) -> WindowTally {
        var sum = self
        for track in sum.trackCounts.indices { sum.trackCounts[track] += other.trackCounts[track] }
        sum.listenCount += other.listenCount
        sum.knownMs += other.knownMs
        sum.estimatedCount += other.estimatedCount
        return sum
    }
}

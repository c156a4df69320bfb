import GRDB
import ListenModel

/// Reads a user's listens into columns.
enum HistoryLoader {
    static func load(userID: Int64, from: Int64, to: Int64, in db: Database) throws -> ListenHistory {
        var listenedAt: [Int64] = []
        var trackIDs: [Int64] = []
        var durationMs: [Int32] = []
        var sources: [ListenSource] = []
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT listened_at, track_id, duration_ms, source FROM listens
                WHERE user_id = ? AND listened_at >= ? AND listened_at < ?
                ORDER BY listened_at
                """,
            arguments: [userID, from, to])
        while let row = try rows.next() {
            listenedAt.append(row[0])
            trackIDs.append(row[1])
            let duration: Int64? = row[2]
            durationMs.append(duration.map { Int32(clamping: $0) } ?? -1)
            let source: String = row[3]
            sources.append(ListenSource(rawValue: source) ?? .listenbrainz)
        }

        // Only the tracks these listens use, renumbered densely in first-use order.
        var denseIndex: [Int64: Int32] = [:]
        var trackIndex: [Int32] = []
        trackIndex.reserveCapacity(trackIDs.count)
        var orderedIDs: [Int64] = []
        for id in trackIDs {
            if let index = denseIndex[id] {
                trackIndex.append(index)
            } else {
                let index = Int32(orderedIDs.count)
                denseIndex[id] = index
                orderedIDs.append(id)
                trackIndex.append(index)
            }
        }
        var tracksByID: [Int64: Track] = [:]
        tracksByID.reserveCapacity(orderedIDs.count)
        let trackRows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(TrackRow.selectColumns) FROM tracks
                WHERE id IN (SELECT DISTINCT track_id FROM listens
                             WHERE user_id = ? AND listened_at >= ? AND listened_at < ?)
                """,
            arguments: [userID, from, to])
        while let row = try trackRows.next() {
            tracksByID[row[0]] = TrackRow.track(from: row)
        }
        let tracks = try orderedIDs.map { id in
            guard let track = tracksByID[id] else {
                throw ListenStoreError(code: .corrupt, message: "listen refers to missing track \(id); run `listenstats doctor`")
            }
            return track
        }
        return ListenHistory(
            tracks: tracks, listenedAt: listenedAt, trackIndex: trackIndex, durationMs: durationMs,
            source: sources)
    }
}

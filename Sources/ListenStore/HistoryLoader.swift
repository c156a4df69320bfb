import GRDB
import ListenModel

/// Reads a user's listens into columns, fast enough for a lifetime of listening.
///
/// One pass over the listens' clustered key reads four integer-ish columns per row with no
/// per-row allocation; tracks are then read once each. Track ids are dense SQLite rowids, so
/// an array (not a dictionary) maps them to the history's own dense track indexes.
enum HistoryLoader {
    /// Loads inside `db`'s read transaction. With `trackReader` (a pool that can read
    /// concurrently), the tracks table is decoded on a second connection meanwhile.
    static func load(
        userID: Int64, from: Int64, to: Int64, in db: Database, trackReader: (any DatabaseReader)? = nil
    ) throws -> ListenHistory {
        let maxTrackID = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM tracks") ?? 0
        guard maxTrackID < Int64(Int32.max) else {
            throw ListenStoreError(code: .corrupt, message: "track ids exceed the supported range; run `listenstats doctor`")
        }
        // Decoding the tracks costs about as much as reading the listens, and needs nothing
        // from them but the ids, so it reads every track (tracks are never changed or deleted).
        let decodedTracks = trackReader.map { reader in
            BackgroundValue { try reader.read { try allTracks(in: $0, upTo: maxTrackID) } }
        }
        var denseIndex = [Int32](repeating: -1, count: Int(maxTrackID) + 1)
        var orderedIDs: [Int64] = []

        let listens = try RawStatement(
            """
            SELECT listened_at, track_id, duration_ms, source FROM listens
            WHERE user_id = ? AND listened_at >= ? AND listened_at < ?
            ORDER BY listened_at
            """, in: db)
        listens.bind(userID, from, to)
        var listenedAt: [Int64] = []
        var trackIndex: [Int32] = []
        var durationMs: [Int32] = []
        var sources: [ListenSource] = []
        let sourceNames = ListenSource.allCases.map { (Array($0.rawValue.utf8), $0) }
        while try listens.step() {
            listenedAt.append(listens.int64(0))
            let trackID = listens.int64(1)
            guard trackID >= 0 && trackID <= maxTrackID else {
                throw ListenStoreError(code: .corrupt, message: "listen refers to missing track \(trackID); run `listenstats doctor`")
            }
            var index = denseIndex[Int(trackID)]
            if index < 0 {
                index = Int32(orderedIDs.count)
                denseIndex[Int(trackID)] = index
                orderedIDs.append(trackID)
            }
            trackIndex.append(index)
            durationMs.append(listens.isNull(2) ? -1 : Int32(clamping: listens.int64(2)))
            sources.append(source(listens.bytes(3), among: sourceNames))
        }

        var tracks = [Track?](repeating: nil, count: orderedIDs.count)
        if let byID = try decodedTracks?.value() {
            for (index, id) in orderedIDs.enumerated() where id < byID.count { tracks[index] = byID[Int(id)] }
        }
        // Without a second connection, or for a track written after the other connection's
        // snapshot began, read here, where the listens were read.
        if tracks.contains(where: { $0 == nil }) {
            let trackRows = try RawStatement("SELECT \(TrackRow.selectColumns) FROM tracks", in: db)
            while try trackRows.step() {
                let id = trackRows.int64(0)
                guard id >= 0 && id <= maxTrackID, denseIndex[Int(id)] >= 0 else { continue }
                tracks[Int(denseIndex[Int(id)])] = TrackRow.track(from: trackRows)
            }
        }
        let loaded = try tracks.enumerated().map { index, track in
            guard let track else {
                throw ListenStoreError(
                    code: .corrupt, message: "listen refers to missing track \(orderedIDs[index]); run `listenstats doctor`")
            }
            return track
        }
        return ListenHistory(
            tracks: loaded, listenedAt: listenedAt, trackIndex: trackIndex, durationMs: durationMs, source: sources)
    }

    /// Every track with an id up to `maxTrackID`, indexed by id (nil where there is none).
    private static func allTracks(in db: Database, upTo maxTrackID: Int64) throws -> [Track?] {
        var byID = [Track?](repeating: nil, count: Int(maxTrackID) + 1)
        let trackRows = try RawStatement("SELECT \(TrackRow.selectColumns) FROM tracks WHERE id <= ?", in: db)
        trackRows.bind(maxTrackID)
        while try trackRows.step() {
            let id = trackRows.int64(0)
            guard id >= 0 else { continue }
            byID[Int(id)] = TrackRow.track(from: trackRows)
        }
        return byID
    }

    /// The source whose name is `bytes` (unknown names read as ListenBrainz, the store's default).
    private static func source(_ bytes: UnsafeRawBufferPointer, among names: [([UInt8], ListenSource)]) -> ListenSource {
        for (name, source) in names where name.count == bytes.count {
            if name.withUnsafeBytes({ $0.elementsEqual(bytes) }) { return source }
        }
        return .listenbrainz
    }
}

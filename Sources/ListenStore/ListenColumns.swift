import GRDB
import ListenModel

/// A user's listens as the load reads them: columns in time order, with the tracks still
/// named by their ids in the store, and the blocks that had to be rebuilt from rows.
struct ListenColumns {
    var listenedAt: [Int64] = []
    var trackIDs: [Int32] = []
    var durationMs: [Int32] = []
    var sources: [ListenSource] = []
    /// Whole blocks read from rows because their copy was missing or unsound, packed for storing.
    var rebuilt: [RebuiltBlock] = []

    var count: Int { listenedAt.count }

    /// Reads `user`'s listens with `from <= listened_at < to`: each whole block from its
    /// packed copy where there is a sound one, everything else from the rows.
    init(userID: Int64, from: Int64, to: Int64, maxTrackID: Int64, in db: Database) throws {
        // Clamped so that block arithmetic cannot overflow; no listen is that far out.
        let from = max(from, -(1 << 60))
        let to = min(to, 1 << 60)
        guard from < to else { return }
        let rows = try RawStatement(
            """
            SELECT listened_at, track_id, duration_ms, source FROM listens
            WHERE user_id = ? AND listened_at >= ? AND listened_at < ?
            ORDER BY listened_at
            """, in: db)
        let blocks = try RawStatement(
            """
            SELECT block, listen_count, columns FROM listen_blocks
            WHERE user_id = ? AND block >= ? AND block < ?
            ORDER BY block
            """, in: db)
        // Only blocks wholly inside the window are read (or rebuilt) whole.
        let firstWhole = ListenBlock.number(of: from - 1) + 1
        let wholeBlocks = firstWhole..<max(firstWhole, ListenBlock.number(of: to))
        blocks.bind(userID, wholeBlocks.lowerBound, wholeBlocks.upperBound)
        // Sized once from the blocks' counts: growing by doubling would copy, and fault in
        // fresh pages, a few times over for a lifetime of listens.
        let packedCount = try Int.fetchOne(
            db, sql: "SELECT SUM(listen_count) FROM listen_blocks WHERE user_id = ? AND block >= ? AND block < ?",
            arguments: [userID, wholeBlocks.lowerBound, wholeBlocks.upperBound]) ?? 0
        reserveCapacity(packedCount + packedCount / 64)
        var cursor = from
        while try blocks.step() {
            let number = blocks.int64(0)
            let start = ListenBlock.start(of: number)
            let end = ListenBlock.start(of: number + 1)
            if cursor < start {
                try appendRows(rows, userID: userID, from: cursor, to: start, maxTrackID: maxTrackID, wholeBlocks: wholeBlocks)
            }
            let decoded = ListenBlock.decode(
                blocks.blob(2), number: number, count: Int(blocks.int64(1)), maxTrackID: maxTrackID, into: &self)
            if !decoded {
                try appendRows(rows, userID: userID, from: start, to: end, maxTrackID: maxTrackID, wholeBlocks: wholeBlocks)
            }
            cursor = end
        }
        if cursor < to {
            try appendRows(rows, userID: userID, from: cursor, to: to, maxTrackID: maxTrackID, wholeBlocks: wholeBlocks)
        }
    }

    private mutating func reserveCapacity(_ count: Int) {
        listenedAt.reserveCapacity(count)
        trackIDs.reserveCapacity(count)
        durationMs.reserveCapacity(count)
        sources.reserveCapacity(count)
    }

    /// Appends the rows with `from <= listened_at < to`, and packs each of `wholeBlocks` met
    /// there (all its rows are, since the span starts and ends at block bounds or the window's).
    private mutating func appendRows(
        _ rows: RawStatement, userID: Int64, from: Int64, to: Int64, maxTrackID: Int64, wholeBlocks: Range<Int64>
    ) throws {
        rows.reset()
        rows.bind(userID, from, to)
        let sourceNames = ListenSource.allCases.map { (Array($0.rawValue.utf8), $0) }
        var blockNumber = Int64.min
        var blockStart = count
        while try rows.step() {
            let instant = rows.int64(0)
            let number = ListenBlock.number(of: instant)
            if number != blockNumber {
                packBlock(blockNumber, positions: blockStart..<count, if: wholeBlocks)
                (blockNumber, blockStart) = (number, count)
            }
            let trackID = rows.int64(1)
            guard trackID > 0 && trackID <= maxTrackID else { throw HistoryLoader.missingTrack(trackID) }
            listenedAt.append(instant)
            trackIDs.append(Int32(trackID))
            durationMs.append(rows.isNull(2) ? -1 : Int32(clamping: rows.int64(2)))
            sources.append(Self.source(rows.bytes(3), among: sourceNames))
        }
        packBlock(blockNumber, positions: blockStart..<count, if: wholeBlocks)
    }

    private mutating func packBlock(_ number: Int64, positions: Range<Int>, if wholeBlocks: Range<Int64>) {
        guard wholeBlocks.contains(number), !positions.isEmpty else { return }
        let columns = ListenBlock.encode(
            number: number, positions: positions, listenedAt: listenedAt, trackIDs: trackIDs, durationMs: durationMs,
            sources: sources)
        rebuilt.append(RebuiltBlock(number: number, listenCount: positions.count, columns: columns))
    }

    /// The source whose name is `bytes` (unknown names read as ListenBrainz, the store's default).
    private static func source(_ bytes: UnsafeRawBufferPointer, among names: [([UInt8], ListenSource)]) -> ListenSource {
        for (name, source) in names where name.count == bytes.count {
            if name.withUnsafeBytes({ $0.elementsEqual(bytes) }) { return source }
        }
        return .listenbrainz
    }
}

import ListenModel

/// A user's listens of one span of about 24 days, packed column by column into one BLOB of
/// the `listen_blocks` table: a copy of those rows of `listens` that loads with one read.
///
/// SQLite hands out rows one at a time, at about a quarter of a microsecond each even from C;
/// a lifetime of listens is millions of them. A block is a few thousand listens in one value.
///
/// Layout, little-endian: a format byte, the listen count `n` (UInt32), then `n` times as
/// seconds after the block's start (UInt32), `n` store track ids (UInt32), `n` durations in
/// milliseconds (Int32, -1 unknown) and `n` source codes (UInt8); listens in key order.
enum ListenBlock {
    /// Listens are grouped by `listened_at >> spanBits`: 2^21 s, just over 24 days.
    static let spanBits: Int64 = 21
    static let format: UInt8 = 1
    static let headerSize = 5
    static let bytesPerListen = 13

    /// The block holding `instant`.
    static func number(of instant: Int64) -> Int64 { instant >> spanBits }

    /// The first instant of block `number`.
    static func start(of number: Int64) -> Int64 { number << spanBits }

    /// The stable one-byte code of a source in a block (not its enum order, which may change).
    static func code(of source: ListenSource) -> UInt8 {
        switch source {
        case .listenbrainz: 0
        case .lastfm: 1
        case .spotify: 2
        case .demo: 3
        }
    }

    static func source(ofCode code: UInt8) -> ListenSource? {
        switch code {
        case 0: .listenbrainz
        case 1: .lastfm
        case 2: .spotify
        case 3: .demo
        default: nil
        }
    }

    /// Packs the listens at `positions` of the columns (all inside block `number`).
    static func encode(
        number: Int64, positions: Range<Int>, listenedAt: [Int64], trackIDs: [Int32], durationMs: [Int32],
        sources: [ListenSource]
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + bytesPerListen * positions.count)
        bytes.append(format)
        append(UInt32(positions.count), to: &bytes)
        let start = start(of: number)
        for position in positions { append(UInt32(listenedAt[position] - start), to: &bytes) }
        for position in positions { append(UInt32(bitPattern: trackIDs[position]), to: &bytes) }
        for position in positions { append(UInt32(bitPattern: durationMs[position]), to: &bytes) }
        for position in positions { bytes.append(code(of: sources[position])) }
        return bytes
    }

    /// Appends the listens packed in `bytes` (block `number`, said to hold `count`) to
    /// `columns`; false, with the columns untouched, when the bytes are not such a block or
    /// name a track that cannot exist.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, number: Int64, count: Int, maxTrackID: Int64, into columns: inout ListenColumns
    ) -> Bool {
        guard count > 0, bytes.count == headerSize + bytesPerListen * count, bytes[0] == format,
            Int(bytes.loadUnaligned(fromByteOffset: 1, as: UInt32.self).littleEndian) == count
        else { return false }
        func word(_ column: Int, _ index: Int) -> UInt32 {
            bytes.loadUnaligned(fromByteOffset: headerSize + 4 * (column * count + index), as: UInt32.self).littleEndian
        }
        var decodedSources: [ListenSource] = []
        decodedSources.reserveCapacity(count)
        for code in bytes[(headerSize + 12 * count)...] {
            guard let source = source(ofCode: code) else { return false }
            decodedSources.append(source)
        }
        for index in 0..<count {
            let trackID = Int64(word(1, index))
            guard trackID > 0 && trackID <= maxTrackID, word(0, index) < 1 << spanBits else { return false }
        }
        let start = start(of: number)
        for index in 0..<count { columns.listenedAt.append(start + Int64(word(0, index))) }
        for index in 0..<count { columns.trackIDs.append(Int32(bitPattern: word(1, index))) }
        for index in 0..<count { columns.durationMs.append(Int32(bitPattern: word(2, index))) }
        columns.sources.append(contentsOf: decodedSources)
        return true
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

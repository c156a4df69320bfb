/// A track in the form the store writes it: its interning key, the key's stable hash, the
/// texts of its `tracks` columns and its listen identity, all in one buffer.
///
/// An import makes these where it decodes tracks (on its reader threads, from the file's bytes
/// through `TrackTexts`), so the one thread that writes to SQLite only looks the key up and
/// binds bytes: building the key, the columns and the identity from a `Track`'s strings, and
/// freeing those strings, was a third of that thread's work on a heavy listener's history.
///
/// The layout is the store's (`TrackRow`), kept here so that importers can make it:
/// - the key is every field, two unit separators (U+001F) apart, an absent field written as
///   one record separator (U+001E), so that "no release" and an empty release name stay
///   apart; an empty credit MBID counts as absent, as it is stored; the CAA id is in decimal;
/// - the column texts are cut at their first NUL, as SQLite keeps a text bound as a C string
///   (the key is not); the credits are three `U+001F`-joined columns, one part per artist, the
///   join stopping at a part that held a NUL;
/// - `keyHash` is 64-bit FNV-1a over the key (stored and indexed: it must never change);
/// - `identity` is the FNV-1a hash of the lower-cased artist and title (see `identity(…)`).
public struct EncodedTrack: Sendable, Equatable {
    /// The key, then the texts of columns 1–11 and 13 one after another.
    private var storage: [UInt8] = []
    private var keyCount = 0
    /// Where the artist's and the title's full bytes (not cut at a NUL) are in the key.
    private var artistRange: Range<Int> = 0..<0
    private var titleRange: Range<Int> = 0..<0
    /// The end of each column's text in `storage` (index = column, 1–13); a column's text
    /// starts where the one before ends, column 1 right after the key.
    private var ends = SIMD16<Int32>()
    /// Bit `column` is set when the column is NULL.
    private var nulls: UInt16 = 0
    /// The CAA image id (column 12), when mapped and known.
    public private(set) var caaID: Int64?
    /// 64-bit FNV-1a of the key bytes: `tracks.key_hash`.
    public private(set) var keyHash: Int64 = 0
    /// The listen identity of the track (`identity(artistName:trackName:)`).
    public private(set) var identity: Int64 = 0

    public static let separatorByte = UInt8(ascii: "\u{1F}")
    /// Marks an absent field in a key.
    public static let absentByte = UInt8(ascii: "\u{1E}")

    /// The track whose texts are `texts`.
    public init(_ texts: TrackTexts) {
        texts.bytes.withUnsafeBytes { bytes in
            func text(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[range]) }
            func optional(_ range: Range<Int>?) -> UnsafeRawBufferPointer? { range.map(text) }
            storage.reserveCapacity(2 * texts.bytes.count + 64)
            appendKey(texts, text)
            keyCount = storage.count
            identity = Self.identity(artistName: text(texts.artistName), trackName: text(texts.trackName))
            keyHash = storage.withUnsafeBytes { Self.keyHash(of: $0) }
            setColumn(1, text(texts.artistName))
            setColumn(2, text(texts.trackName))
            setColumn(3, optional(texts.releaseName))
            setColumn(4, optional(texts.recordingMSID))
            if texts.isMapped {
                setColumn(5, text(texts.recordingMBID))
                setColumn(6, text(texts.recordingName))
                setColumn(7, optional(texts.releaseMBID))
                setColumn(8, optional(texts.releaseGroupMBID))
                setJoined(9, texts.creditNames.lazy.map { text($0) })
                setJoined(10, texts.creditMBIDs.lazy.map { $0.map(text) ?? UnsafeRawBufferPointer(start: nil, count: 0) })
                setJoined(11, texts.creditJoinPhrases.lazy.map { text($0) })
                caaID = texts.caaID
                if caaID == nil { nulls |= 1 << 12 }
                ends[12] = ends[11]
                setColumn(13, optional(texts.caaReleaseMBID))
            } else {
                for column in 5...13 {
                    nulls |= 1 << column
                    ends[column] = ends[column - 1]
                }
            }
        }
    }

    /// The track `track`.
    public init(_ track: Track) {
        self.init(TrackTexts(track))
    }

    /// The key's bytes, valid inside `body` only.
    public func withKey<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<keyCount])) }
    }

    /// The key's bytes.
    public var key: [UInt8] { Array(storage[0..<keyCount]) }

    /// The submitted artist credit, whole.
    public var artistName: String { String(decoding: storage[artistRange], as: UTF8.self) }
    /// The submitted title, whole.
    public var trackName: String { String(decoding: storage[titleRange], as: UTF8.self) }

    /// The columns, readable inside `body` only.
    public func withColumns<Result>(_ body: (Columns) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { try body(Columns(storage: $0, keyCount: keyCount, ends: ends, nulls: nulls, caaID: caaID)) }
    }

    /// The columns of the `tracks` table in the order `TrackRow.selectColumns` names them
    /// (1–13; 0, the id, is not here): the texts as bound, NULL where the track has none.
    public struct Columns {
        let storage: UnsafeRawBufferPointer
        let keyCount: Int
        let ends: SIMD16<Int32>
        let nulls: UInt16
        let caaID: Int64?

        public func isNull(_ column: Int32) -> Bool {
            column < 1 || column > 13 || nulls & (1 << UInt16(column)) != 0
        }

        /// The column's UTF-8 bytes (empty for NULL and for the integer column 12).
        public func bytes(_ column: Int32) -> UnsafeRawBufferPointer {
            guard !isNull(column), column != 12 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            let start = column == 1 ? keyCount : Int(ends[Int(column) - 1])
            return UnsafeRawBufferPointer(rebasing: storage[start..<Int(ends[Int(column)])])
        }

        /// Column 12, the CAA id (0 when NULL); 0 for any other column.
        public func int64(_ column: Int32) -> Int64 { column == 12 ? caaID ?? 0 : 0 }
    }

    // MARK: - The layout

    private mutating func appendKey(_ texts: TrackTexts, _ text: (Range<Int>) -> UnsafeRawBufferPointer) {
        var first = true
        func part(_ bytes: UnsafeRawBufferPointer?) {
            if !first { storage.append(contentsOf: [Self.separatorByte, Self.separatorByte]) }
            first = false
            if let bytes { storage.append(contentsOf: bytes) } else { storage.append(Self.absentByte) }
        }
        part(text(texts.artistName))
        artistRange = storage.count - texts.artistName.count..<storage.count
        part(text(texts.trackName))
        titleRange = storage.count - texts.trackName.count..<storage.count
        part(texts.releaseName.map(text))
        part(texts.recordingMSID.map(text))
        guard texts.isMapped else { return }
        part(text(texts.recordingMBID))
        part(text(texts.recordingName))
        part(texts.releaseMBID.map(text))
        part(texts.releaseGroupMBID.map(text))
        if let caaID = texts.caaID {
            if !first { storage.append(contentsOf: [Self.separatorByte, Self.separatorByte]) }
            Self.appendDecimal(caaID, to: &storage)
        } else {
            part(nil)
        }
        part(texts.caaReleaseMBID.map(text))
        for index in texts.creditNames.indices {
            part(text(texts.creditNames[index]))
            part(texts.creditMBIDs[index].flatMap { $0.isEmpty ? nil : text($0) })
            part(text(texts.creditJoinPhrases[index]))
        }
    }

    /// `String(value)`'s bytes. The digits are counted first and written in place: an array
    /// of digits per mapped track was a tenth of making its key.
    static func appendDecimal(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digitCount = 1
        var scale: UInt64 = 10
        while digitCount < 20, magnitude >= scale {
            digitCount += 1
            scale = scale &* 10
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digitCount))
        var position = start + digitCount
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    private mutating func setColumn(_ column: Int, _ text: UnsafeRawBufferPointer?) {
        if let text {
            _ = appendUpToNUL(text)
        } else {
            nulls |= 1 << column
        }
        ends[column] = Int32(storage.count)
    }

    private mutating func setJoined(_ column: Int, _ parts: some Sequence<UnsafeRawBufferPointer>) {
        var first = true
        for part in parts {
            if !first { storage.append(Self.separatorByte) }
            first = false
            guard appendUpToNUL(part) else { break }
        }
        ends[column] = Int32(storage.count)
    }

    /// Appends `text` up to its first NUL; false when it had one (the stored text ends there).
    private mutating func appendUpToNUL(_ text: UnsafeRawBufferPointer) -> Bool {
        if let nul = Self.firstNUL(in: text) {
            storage.append(contentsOf: UnsafeRawBufferPointer(rebasing: text[..<nul]))
            return false
        }
        storage.append(contentsOf: text)
        return true
    }

    /// The offset of the first zero byte of `text`, eight bytes a step (`firstIndex(of:)` went
    /// byte by byte through every text of every new track).
    static func firstNUL(in text: UnsafeRawBufferPointer) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var offset = 0
        while offset + 8 <= text.count {
            let word = UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            // The lowest set high bit is exactly the first zero byte (little-endian).
            let zeros = (word &- ones) & ~word & (ones &* 0x80)
            if zeros != 0 { return offset + zeros.trailingZeroBitCount >> 3 }
            offset += 8
        }
        while offset < text.count {
            if text[offset] == 0 { return offset }
            offset += 1
        }
        return nil
    }

    // MARK: - The hashes

    /// 64-bit FNV-1a over `bytes`: the `tracks.key_hash` of a key. Stored on disk and indexed,
    /// so it must give the same number in every process and on every build (Swift's `Hasher`
    /// is seeded per process; `ByteHash` is free to change).
    public static func keyHash(of bytes: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    /// The listen identity of a track: 64-bit FNV-1a over the lower-cased artist, U+001F and
    /// the lower-cased title. Two listens of the same user in the same second with the same
    /// identity are one listen; stored in every `listens` row, so it must never change.
    ///
    /// ASCII is lower-cased byte by byte, as `lowercased()` would, without making a `String`,
    /// and so is a text of ASCII and two-byte scalars (`TwoByteLowercase`); any other text
    /// goes through `String.lowercased()`.
    public static func identity(artistName: UnsafeRawBufferPointer, trackName: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: UnsafeRawBufferPointer) {
            if text.allSatisfy({ $0 < 0x80 }) {
                for byte in text {
                    hash ^= UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                    hash = hash &* 0x0000_0100_0000_01b3
                }
                return
            }
            let lowered = TwoByteLowercase.forEachLoweredByte(of: text) { byte in
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            if lowered { return }
            for byte in String(decoding: text, as: UTF8.self).lowercased().utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        mix(artistName)
        hash ^= 0x1f
        hash = hash &* 0x0000_0100_0000_01b3
        mix(trackName)
        return Int64(bitPattern: hash)
    }
}

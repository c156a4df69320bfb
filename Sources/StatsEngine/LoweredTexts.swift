import CompactStorage
import ListenModel

/// Numbers the lower-cased forms of a catalog's texts, each lower-cased at most once.
///
/// ListenBrainz groups names without regard to case. Two texts group together when their
/// lower-cased bytes are equal, so each gets the id of its lower-cased form here; ASCII (most
/// names) is lower-cased byte by byte, anything else by Swift's full Unicode mapping, one
/// scalar at a time (`ScalarLowering`).
struct LoweredTexts {
    let texts: TextTable
    /// Per text id: the id of its lower-cased form, -1 until first asked.
    private var loweredID: [Int32]
    private var lowered = TextTable()
    private var scratch: [UInt8] = []
    private var scalars = ScalarLowering()
    /// The joined bytes of `id(concatenating:)`, reused between calls.
    private var joined: [UInt8] = []
    /// Distinct credits by the bytes of their text ids, and per credit its lower-cased id.
    private var creditKeys = TextTable()
    private var creditLowered: [Int32] = []
    private var creditIDs: [Int32] = []
    /// Per text id: 0 not yet known, 1 valid UTF-8, 2 not.
    private var validity: [UInt8]

    init(_ texts: TextTable) {
        self.texts = texts
        loweredID = [Int32](repeating: -1, count: texts.count)
        validity = [UInt8](repeating: 0, count: texts.count)
        // Lower-casing changes few lengths: the lowered texts fit in about the room of the
        // texts they come from (copying the growing buffers was a tenth of a stats' page faults).
        lowered.reserveStorage(count: texts.count, bytes: texts.byteCount + texts.byteCount / 8)
    }

    /// The id of the lower-cased form of the text numbered `text` (-1 for -1).
    mutating func id(_ text: Int32) -> Int32 {
        guard text >= 0 else { return -1 }
        if loweredID[Int(text)] < 0 {
            loweredID[Int(text)] = texts.withBytes(text) { intern($0) }
        }
        return loweredID[Int(text)]
    }

    /// The id of the lower-cased form of the credits' names and join phrases, one after another.
    mutating func id(concatenating credits: ArraySlice<CatalogCredit>) -> Int32 {
        // Many tracks share one credit: its lower-cased id is looked up by the credit's text
        // ids (their bytes as a key), so each distinct credit is joined and lower-cased once.
        var ids = creditIDs
        creditIDs = []
        ids.removeAll(keepingCapacity: true)
        for credit in credits { ids.append(credit.name); ids.append(credit.joinPhrase) }
        let key = ids.withUnsafeBytes { creditKeys.intern($0) }
        creditIDs = ids
        if Int(key) < creditLowered.count { return creditLowered[Int(key)] }
        let id = joinedID(credits)
        creditLowered.append(id)
        return id
    }

    /// The lower-cased id of the credits' names and join phrases joined, in a buffer kept
    /// between calls (an array per credit showed in profiles of 185,000 tracks).
    ///
    /// Swift's `lowercased()` maps scalar by scalar, with no context, so when every part is
    /// valid UTF-8 (decoding the join then decodes each part as itself) the lowered join is
    /// the join of the parts' lowered forms, which are lowered once per text.
    private mutating func joinedID(_ credits: ArraySlice<CatalogCredit>) -> Int32 {
        var buffer = joined
        joined = []
        buffer.removeAll(keepingCapacity: true)
        if credits.allSatisfy({ isValidUTF8($0.name) && isValidUTF8($0.joinPhrase) }) {
            for credit in credits {
                let (name, joinPhrase) = (id(credit.name), id(credit.joinPhrase))
                if name >= 0 { lowered.withBytes(name) { buffer.append(contentsOf: $0) } }
                if joinPhrase >= 0 { lowered.withBytes(joinPhrase) { buffer.append(contentsOf: $0) } }
            }
            let id = buffer.withUnsafeBytes { lowered.intern($0) }
            joined = buffer
            return id
        }
        for credit in credits {
            if credit.name >= 0 { texts.withBytes(credit.name) { buffer.append(contentsOf: $0) } }
            if credit.joinPhrase >= 0 { texts.withBytes(credit.joinPhrase) { buffer.append(contentsOf: $0) } }
        }
        let id = buffer.withUnsafeBytes { intern($0) }
        joined = buffer
        return id
    }

    /// Whether the text numbered `text` is valid UTF-8 (true for -1, which joins as nothing),
    /// worked out once per text.
    private mutating func isValidUTF8(_ text: Int32) -> Bool {
        guard text >= 0 else { return true }
        if validity[Int(text)] == 0 {
            let valid = texts.withBytes(text) { bytes in
                bytes.allSatisfy { $0 < 0x80 } || String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
            }
            validity[Int(text)] = valid ? 1 : 2
        }
        return validity[Int(text)] == 1
    }

    /// Lower-cases `bytes` and numbers the result.
    private mutating func intern(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        var unchanged = true
        for byte in bytes where byte >= UInt8(ascii: "A") && (byte <= UInt8(ascii: "Z") || byte >= 0x80) {
            unchanged = false
            break
        }
        guard !unchanged else { return lowered.intern(bytes) }
        var buffer = scratch
        scratch = []
        buffer.removeAll(keepingCapacity: true)
        defer { scratch = buffer }
        if scalars.append(loweredOf: bytes, to: &buffer) { return buffer.withUnsafeBytes { lowered.intern($0) } }
        // Not valid UTF-8: lowered as `String` repairs it.
        var text = String(decoding: bytes, as: UTF8.self).lowercased()
        return text.withUTF8 { lowered.intern(UnsafeRawBufferPointer($0)) }
    }
}

extension LoweredTexts {
    /// The lower-cased id of a track's artist credit as statistics show it: the credited
    /// names with their join phrases, or the submitted artist when there are no credits.
    mutating func credit(of entry: CatalogTrack, _ credits: ArraySlice<CatalogCredit>) -> Int32 {
        guard let first = credits.first else { return id(entry.artistName) }
        if credits.count == 1 && texts.byteCount(first.joinPhrase) == 0 { return id(first.name) }
        return id(concatenating: credits)
    }

    /// The lower-cased id of a track's release name, -1 when it has none (or an empty one):
    /// such a listen is left out of release statistics.
    mutating func release(of entry: CatalogTrack) -> Int32 {
        entry.releaseName >= 0 && texts.byteCount(entry.releaseName) > 0 ? id(entry.releaseName) : -1
    }
}

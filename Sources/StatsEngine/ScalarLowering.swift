/// Lower-cases UTF-8 bytes exactly as `String.lowercased()` does, without making a `String`.
///
/// `lowercased()` maps scalar by scalar with no context (each scalar to its
/// `properties.lowercaseMapping`), so the lowered bytes of a valid UTF-8 text are the
/// concatenation of each scalar's lowered bytes. ASCII is lowered byte by byte; every other
/// scalar's lowered bytes are asked of `lowercased()` once and kept, keyed by its UTF-8 bytes.
/// About one name in seven has a word of another script or an emoji; making a `String` of each
/// was a sixth of the index of 185,000 tracks.
struct ScalarLowering {
    /// Per non-ASCII UTF-8 sequence met (its bytes packed little-endian into a `UInt32`):
    /// where its lowered bytes are in `loweredBytes`, or `invalid`.
    private var known: [UInt32: (start: Int32, count: Int32)] = [:]
    private var loweredBytes: [UInt8] = []
    private static let invalid = (start: Int32(-1), count: Int32(0))

    /// Appends the lower-cased form of `bytes` to `output`; false (with `output` in an
    /// unspecified state) when `bytes` are not valid UTF-8, which the caller lowers through
    /// `String(decoding:)` instead (its repairs are not scalar by scalar).
    mutating func append(loweredOf bytes: UnsafeRawBufferPointer, to output: inout [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            if lead < 0x80 {
                output.append(lead >= UInt8(ascii: "A") && lead <= UInt8(ascii: "Z") ? lead | 0x20 : lead)
                offset += 1
                continue
            }
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return false
            }
            guard offset + length <= bytes.count else { return false }
            var key: UInt32 = 0
            for index in 0..<length { key |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
            let entry = known[key] ?? learn(key, UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
            guard entry.start >= 0 else { return false }
            output.append(contentsOf: loweredBytes[Int(entry.start)..<Int(entry.start + entry.count)])
            offset += length
        }
        return true
    }

    /// Works out (once) the lowered bytes of one sequence; `invalid` unless it is exactly one
    /// scalar in valid UTF-8 (a bad continuation byte, an overlong form or a surrogate).
    private mutating func learn(_ key: UInt32, _ sequence: UnsafeRawBufferPointer) -> (start: Int32, count: Int32) {
        let text = String(decoding: sequence, as: UTF8.self)
        var entry = Self.invalid
        if text.unicodeScalars.count == 1, text.utf8.elementsEqual(sequence) {
            let lowered = Array(text.lowercased().utf8)
            entry = (Int32(loweredBytes.count), Int32(lowered.count))
            loweredBytes.append(contentsOf: lowered)
        }
        known[key] = entry
        return entry
    }
}

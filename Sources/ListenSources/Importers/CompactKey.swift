/// Writes the raw bytes of a listen's metadata into an interning key in fewer bytes: a
/// mapping is mostly MusicBrainz ids and member names, and a heavy listener's reader threads
/// keep a couple of hundred thousand keys each.
///
/// A lower-case UUID (`8-4-4-4-12` hex digits) becomes 0x02 and its 16 bytes; a known member
/// name of a mapping, with its quotes, becomes one byte. Raw JSON holds no byte below 0x20
/// but tab, newline and carriage return (outside strings), so no code byte can be mistaken
/// for input, and reading codes back (0x02 takes the next 16 bytes as they are) gives the
/// input again: equal keys mean equal input, as with the raw bytes.
enum CompactKey {
    static let uuidCode: UInt8 = 0x02
    /// Member names of `mbid_mapping`, each with the code it is written as.
    private static let names: [(code: UInt8, name: [UInt8])] = [
        (0x03, "\"artist_credit_name\""), (0x04, "\"artist_mbid\""), (0x05, "\"artist_mbids\""),
        (0x06, "\"artists\""), (0x07, "\"caa_id\""), (0x08, "\"caa_release_mbid\""), (0x0B, "\"recording_mbid\""),
        (0x0C, "\"recording_name\""), (0x0E, "\"release_mbid\""), (0x0F, "\"join_phrase\""),
        (0x10, "\"release_group_mbid\""),
    ].map { ($0.0, Array($0.1.utf8)) }

    /// Appends `bytes`, UUIDs and member names written short.
    static func append(_ bytes: UnsafeRawBufferPointer, to key: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        let count = bytes.count
        var runStart = 0
        var index = 0
        while index < count {
            guard bytes[index] == quote else {
                index += 1
                continue
            }
            if let (code, length) = name(at: index, in: bytes) {
                key.append(contentsOf: bytes[runStart..<index])
                key.append(code)
                index += length
                runStart = index
            } else if index + 37 < count, bytes[index + 37] == quote, isUUID(bytes, at: index + 1) {
                key.append(contentsOf: bytes[runStart...index])
                appendUUID(bytes, at: index + 1, to: &key)
                index += 37
                runStart = index
            } else {
                index += 1
            }
        }
        key.append(contentsOf: bytes[runStart..<count])
    }

    /// Appends a string's raw content: a UUID written short, anything else as it is.
    static func appendString(_ bytes: UnsafeRawBufferPointer, to key: inout [UInt8]) {
        if bytes.count == 36, isUUID(bytes, at: 0) {
            appendUUID(bytes, at: 0, to: &key)
        } else {
            key.append(contentsOf: bytes)
        }
    }

    private static func name(at index: Int, in bytes: UnsafeRawBufferPointer) -> (UInt8, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "r"), UInt8(ascii: "j"): break
        default: return nil
        }
        for (code, name) in names where index + name.count <= bytes.count && bytes[index + 1] == name[1] {
            var equal = true
            for offset in 2..<name.count where bytes[index + offset] != name[offset] {
                equal = false
                break
            }
            if equal { return (code, name.count) }
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func isUUID(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Bool {
        guard start + 36 <= bytes.count else { return false }
        for offset in 0..<36 {
            let byte = bytes[start + offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if hexValue(byte) == nil {
                return false
            }
        }
        return true
    }

    private static func appendUUID(_ bytes: UnsafeRawBufferPointer, at start: Int, to key: inout [UInt8]) {
        key.append(uuidCode)
        var high: UInt8?
        for offset in 0..<36 where offset != 8 && offset != 13 && offset != 18 && offset != 23 {
            let value = hexValue(bytes[start + offset]) ?? 0
            if let first = high {
                key.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
    }
}

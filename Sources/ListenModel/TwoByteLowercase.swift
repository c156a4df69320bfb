/// The lower-cased UTF-8 of every scalar from U+0080 to U+07FF (two bytes in UTF-8: the
/// accented Latin, Greek, Cyrillic, Hebrew and Arabic letters of most non-English names), as
/// `String.lowercased()` gives it, worked out once per process (a fraction of a millisecond).
///
/// A track's identity lowers its artist and title. Through `String` that was about a tenth of
/// decoding a new track of a heavy listener's export, where a fifth of the names are not
/// ASCII; with this table a name of ASCII and two-byte scalars is lowered byte by byte.
/// `lowercased()` maps each scalar on its own, without context (no final sigma), so lowering
/// scalar by scalar gives the same bytes; the tests compare both on whole strings.
enum TwoByteLowercase {
    /// Entry `scalar - 0x80`: the lowered bytes, first byte lowest, in the low 24 bits, and
    /// their count in the top 8; 0 where the lowered form would not fit (none in Unicode 15).
    static let table: [UInt32] = (UInt32(0x80)..<0x800).map { value in
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        let lowered = Array(String(scalar).lowercased().utf8)
        guard lowered.count <= 3 else { return 0 }
        var entry = UInt32(lowered.count) << 24
        for (position, byte) in lowered.enumerated() { entry |= UInt32(byte) << (8 * position) }
        return entry
    }

    /// Calls `body` with each byte of `text` lower-cased, when `text` is ASCII and valid two-byte
    /// sequences only; false (having called `body` for nothing) otherwise.
    static func forEachLoweredByte(of text: UnsafeRawBufferPointer, _ body: (UInt8) -> Void) -> Bool {
        table.withUnsafeBufferPointer { table in
            // First a pass that only checks, so that a text of other scalars mixes nothing here.
            var index = 0
            while index < text.count {
                let byte = text[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                guard byte >= 0xC2, byte <= 0xDF, index + 1 < text.count, text[index + 1] & 0xC0 == 0x80,
                    table[(Int(byte & 0x1F) << 6 | Int(text[index + 1] & 0x3F)) - 0x80] != 0
                else { return false }
                index += 2
            }
            index = 0
            while index < text.count {
                let byte = text[index]
                if byte < 0x80 {
                    body(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                    index += 1
                    continue
                }
                var entry = table[(Int(byte & 0x1F) << 6 | Int(text[index + 1] & 0x3F)) - 0x80]
                for _ in 0..<(entry >> 24) {
                    body(UInt8(truncatingIfNeeded: entry))
                    entry >>= 8
                }
                index += 2
            }
            return true
        }
    }
}

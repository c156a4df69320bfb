/// Whether a record's bytes are UTF-8, checked before any of it is decoded: decoding would
/// silently turn a bad byte into U+FFFD and store a name no source ever sent.
///
/// Every line of an import passes through here, so it is written out by hand: ASCII eight
/// bytes at a time, and a multi-byte sequence checked against the table of well-formed UTF-8
/// (Unicode 15, table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF), which is
/// exactly what Swift's `UTF8` decoder accepts (the tests compare the two). Swift's decoder
/// took about a tenth of a heavy import's reading time on lines with any non-ASCII name.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        @inline(__always) func byte(_ offset: Int) -> UInt8 { base.load(fromByteOffset: offset, as: UInt8.self) }
        @inline(__always) func isContinuation(_ offset: Int) -> Bool { byte(offset) & 0xC0 == 0x80 }
        while true {
            while index + 8 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            let lead = byte(index)
            if lead < 0x80 {
                index += 1
                continue
            }
            switch lead {
            case 0xC2...0xDF:
                guard index + 1 < count, isContinuation(index + 1) else { return false }
                index += 2
            case 0xE0...0xEF:
                guard index + 2 < count, isContinuation(index + 2) else { return false }
                let second = byte(index + 1)
                switch lead {
                case 0xE0: guard (0xA0...0xBF).contains(second) else { return false }
                case 0xED: guard (0x80...0x9F).contains(second) else { return false }
                default: guard second & 0xC0 == 0x80 else { return false }
                }
                index += 3
            case 0xF0...0xF4:
                guard index + 3 < count, isContinuation(index + 2), isContinuation(index + 3) else { return false }
                let second = byte(index + 1)
                switch lead {
                case 0xF0: guard (0x90...0xBF).contains(second) else { return false }
                case 0xF4: guard (0x80...0x8F).contains(second) else { return false }
                default: guard second & 0xC0 == 0x80 else { return false }
                }
                index += 4
            default:
                // A continuation byte with no lead, C0/C1 (always overlong), or F5 and above.
                return false
            }
        }
    }
}

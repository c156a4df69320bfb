/// Whether a record's bytes are UTF-8, checked before any of it is decoded: decoding would
/// silently turn a bad byte into U+FFFD and store a name no source ever sent.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // Most lines are ASCII: one pass over the bytes, no decoding.
        var index = 0
        let count = bytes.count
        while index < count, bytes[index] < 0x80 { index += 1 }
        guard index < count else { return true }
        var iterator = UnsafeRawBufferPointer(rebasing: bytes[index...]).makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}

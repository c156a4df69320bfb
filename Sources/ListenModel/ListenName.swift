/// The one rule every source applies to a name it reads (an artist, a title, a release, a
/// credited artist): control characters are dropped, every other character is kept as
/// written, and a name with nothing but white space left is no name at all.
///
/// A C0 control (NUL above all), DEL or a C1 control is never meant as part of a name: a NUL
/// cut "Nul\u{0}Byte" to "Nul" (SQLite keeps a text bound as a C string up to it), and a
/// newline or an escape reached every table and terminal. Dropping them rather than replacing
/// them keeps the rest of the name exactly as written. Sources used to disagree on white
/// space (`sync` stored an artist of spaces that `import` skipped); all of them ask here now.
public enum ListenName {
    /// `name` without its control characters, or nil when nothing but white space is left.
    public static func cleaned(_ name: String) -> String? {
        let kept = withoutControls(name)
        return isBlank(kept) ? nil : kept
    }

    /// `text` without its control characters, even when that leaves it blank: for a credit's
    /// join phrase, where a lone space is meant.
    public static func withoutControls(_ text: String) -> String {
        guard text.utf8.contains(where: mayStartControl) else { return text }
        var bytes = Array(text.utf8)
        removeControls(from: 0, of: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes the control characters from `bytes[start...]` (UTF-8), moving what follows
    /// them down: how an importer cleans a name it has just unescaped into its buffer.
    public static func removeControls(from start: Int, of bytes: inout [UInt8]) {
        let end = bytes.count
        guard let first = bytes[start...].firstIndex(where: mayStartControl) else { return }
        var read = first
        var write = first
        while read < end {
            let width = controlWidth(bytes, at: read, end: end)
            if width > 0 {
                read += width
                continue
            }
            bytes[write] = bytes[read]
            write += 1
            read += 1
        }
        bytes.removeSubrange(write..<end)
    }

    /// Whether every scalar of the UTF-8 `name` is white space (an empty name is blank).
    /// ASCII is checked byte by byte (its white space is U+0009–U+000D and U+0020), anything
    /// else through `String`.
    public static func isBlank(_ utf8: UnsafeRawBufferPointer) -> Bool {
        for byte in utf8 {
            if byte >= 0x80 { return isBlank(String(decoding: utf8, as: UTF8.self)) }
            if byte != 0x20, !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }

    public static func isBlank(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A byte a control character's encoding starts with: C0 and DEL are one byte; C1
    /// (U+0080–U+009F) is 0xC2 and 0x80–0x9F.
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2
    }

    /// The bytes of the control character at `index`, 0 when there is none. 0xC2 is only ever
    /// a lead byte in UTF-8, so a C1 control is recognised without decoding what is before it.
    private static func controlWidth(_ bytes: [UInt8], at index: Int, end: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < end, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
        return 0
    }
}

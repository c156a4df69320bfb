/// MusicBrainz identifiers as they reach listenstats from listens, files and servers.
public enum MBID {
    /// Whether `text` is an MBID: 8-4-4-4-12 ASCII hexadecimal digits (either case). Only such
    /// text is put in a URL, sent to a server or used in a file name.
    public static func isWellFormed(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f")
                guard isDigit || isLetter else { return false }
            }
        }
        return true
    }
}

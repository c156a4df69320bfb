/// The one escaper of text put into markup: SVG's text and attributes, and the pages' and the
/// feed's (`Reports`' `HTMLByteContentType`). It works on UTF-8 bytes: the five characters it
/// replaces are ASCII, never part of a longer sequence, so a quote that a combining mark
/// follows is caught too (a grapheme-wise escaper misses it), and text with nothing to escape
/// is returned as it is, without a copy.
///
/// A C0 control other than tab, line feed and carriage return has no spelling in XML 1.0 (not
/// even `&#7;`): the two dialects differ only in what they do with one, and in how they spell
/// an apostrophe.
public struct MarkupEscaping: Sendable {
    /// `&#39;`, which HTML 4 knows too; a control becomes U+FFFD, so that a reader sees where
    /// something was.
    public static let html = MarkupEscaping(apostrophe: "&#39;", dropsForbidden: false)
    /// `&apos;`; controls and the noncharacters U+FFFE and U+FFFF, which XML forbids, are left
    /// out (the SVG files).
    public static let xml = MarkupEscaping(apostrophe: "&apos;", dropsForbidden: true)

    private let apostrophe: [UInt8]
    private let dropsForbidden: Bool

    private init(apostrophe: String, dropsForbidden: Bool) {
        self.apostrophe = Array(apostrophe.utf8)
        self.dropsForbidden = dropsForbidden
    }

    public func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { Self.mayNeedEscape($0) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "<"): bytes += Self.lessThan
            case UInt8(ascii: ">"): bytes += Self.greaterThan
            case UInt8(ascii: "&"): bytes += Self.ampersand
            case UInt8(ascii: "\""): bytes += Self.quote
            case UInt8(ascii: "'"): bytes += apostrophe
            case let control where Self.isForbiddenControl(control):
                if !dropsForbidden { bytes += Self.replacement }
            case 0xEF where dropsForbidden:
                // A three-byte sequence: left out when it is U+FFFE or U+FFFF (EF BF BE, EF BF BF).
                let second = utf8.next(), third = utf8.next()
                if second == 0xBF, third == 0xBE || third == 0xBF { continue }
                bytes.append(byte)
                if let second { bytes.append(second) }
                if let third { bytes.append(third) }
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let ampersand = Array("&amp;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let replacement = Array("\u{FFFD}".utf8)

    /// Whether `byte` may start something to escape (0xEF: perhaps U+FFFE or U+FFFF).
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
        default: isForbiddenControl(byte)
        }
    }

    /// A C0 control byte XML 1.0 does not allow (a byte below 0x20 is never part of a longer
    /// UTF-8 sequence, so it is always that character).
    static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }
}

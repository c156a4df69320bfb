import Mustache

/// Escapes text for HTML and Atom (XML) exactly as swift-mustache's own HTML escaping spells
/// it (`&lt;` `&gt;` `&amp;` `&quot;` `&#39;`), but byte by byte, and writes a control
/// character other than tab, line feed and carriage return as U+FFFD: XML 1.0 has no way to
/// spell one (not even `&#7;`), so a user or artist name holding one made the feed unreadable
/// to every feed reader, and HTML counts it a parse error.
///
/// swift-mustache's escaper walks a string's grapheme clusters and looks each one up in a
/// dictionary: a quarter of the CPU of rendering a heavy listener's 11,000 entity pages. It
/// also misses a quote or bracket that a combining mark follows (`"` + U+0301 is one
/// character, not `"`), so `title="{{name}}"` could be ended early by a name; the five bytes
/// are ASCII and never part of another UTF-8 sequence, so escaping bytes catches every one.
struct HTMLByteContentType: MustacheContentType {
    /// The content type's name in `{{% CONTENT_TYPE: HTML_BYTES }}`.
    static let name = "HTML_BYTES"

    func escapeText(_ text: String) -> String {
        Self.escape(text)
    }

    static func escape(_ text: String) -> String {
        // Most names, numbers and labels have nothing to escape: they are returned as they are.
        guard text.utf8.contains(where: needsEscape) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
            case let control where isForbiddenControl(control): bytes.append(contentsOf: "\u{FFFD}".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: isForbiddenControl(byte)
        }
    }

    /// A C0 control byte XML 1.0 does not allow (a byte below 0x20 is never part of a longer
    /// UTF-8 sequence, so it is always that character).
    static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    /// Registers the type with swift-mustache; templates are parsed only after this ran.
    static let registered: Void = {
        MustacheContentTypes.register(HTMLByteContentType(), named: name)
    }()
}

import Foundation

/// The one JSON dialect of listenstats (`stats`, `data.json`): snake_case keys, sorted, pretty
/// (compact in `data.json`), counts as integers, so the same statistic has the same key wherever it is written.
/// `Templates/json/*.schema.json` document it field by field.
public enum SnakeCaseJSON {
    /// `value` as JSON text in the dialect, without a final newline.
    public static func text(_ value: some Encodable) throws -> String {
        String(decoding: try SnakeCaseJSONEncoder(pretty: true).encode(value), as: UTF8.self)
    }

    /// `text` as the value of a member `depth` objects down: every line after the first
    /// indented by two spaces a level, as in the text of the object that holds it.
    public static func text(_ value: some Encodable, depth: Int) throws -> String {
        String(decoding: try SnakeCaseJSONEncoder(pretty: true, depth: depth).encode(value), as: UTF8.self)
    }

    /// `value` as JSON text in the dialect on one line, without indentation: for files other
    /// programs read (a report's `data.json`, a third smaller; `jq .` shows it indented).
    public static func compactText(_ value: some Encodable) throws -> String {
        String(decoding: try SnakeCaseJSONEncoder(pretty: false).encode(value), as: UTF8.self)
    }

    /// Foundation's encoder set up for the dialect: the same text as `text` and `compactText`
    /// (`SnakeCaseJSONEncoder`, which writes it faster), as `Data`.
    public static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .custom { path in
            SnakeKey(snakeCase(path.last?.stringValue ?? ""))
        }
        return encoder
    }

    /// Appends `text` as a JSON string, as Foundation's `JSONEncoder` writes it with
    /// `.withoutEscapingSlashes`: quotation marks, backslashes and control characters escaped
    /// (`\b`, `\f`, `\n`, `\r`, `\t`, else `\u00XX` in lower-case hex), slashes and everything
    /// else as they are.
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: utf8[start..<offset])
                start = offset + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: utf8[start...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// "artistMBIDs" → "artist_mbids", "fromTS" → "from_ts", "caaID" → "caa_id".
    ///
    /// Splits only where a lower-case letter or digit meets an upper-case one, so acronyms stay
    /// whole (Foundation's `.convertToSnakeCase` makes "artist_mbi_ds").
    public static func snakeCase(_ key: String) -> String {
        // Every key of ours is ASCII, and this runs once per key written: work on bytes.
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(key.utf8.count + 4)
            var previousIsLowerOrDigit = false
            for byte in key.utf8 {
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if isUpper && previousIsLowerOrDigit { bytes.append(UInt8(ascii: "_")) }
                bytes.append(isUpper ? byte | 0x20 : byte)
                previousIsLowerOrDigit =
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        var previousIsLowerOrDigit = false
        for character in key {
            if character.isUppercase && previousIsLowerOrDigit { result.append("_") }
            result.append(contentsOf: character.lowercased())
            previousIsLowerOrDigit = character.isLowercase || character.isNumber
        }
        return result
    }

    private struct SnakeKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

import Foundation

/// The JSON form of `listenstats stats`: snake_case keys, sorted, counts as integers.
enum StatsJSON {
    static func text(_ output: StatsOutput) throws -> String {
        try encode(output)
    }

    /// Several ranges as one object keyed by range name.
    static func text(ranges outputs: [StatsOutput]) throws -> String {
        try encode(Dictionary(outputs.map { ($0.stats.rangeName, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .custom { path in
            SnakeKey(snakeCase(path.last?.stringValue ?? ""))
        }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// "artistMBIDs" → "artist_mbids", "fromTS" → "from_ts", "caaID" → "caa_id".
    ///
    /// Splits only where a lower-case letter or digit meets an upper-case one, so acronyms stay
    /// whole (Foundation's `.convertToSnakeCase` makes "artist_mbi_ds").
    static func snakeCase(_ key: String) -> String {
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

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
    static func snakeCase(_ key: String) -> String {
        var text = key
        for (acronym, word) in [("MBIDs", "Mbids"), ("MBID", "Mbid"), ("TS", "Ts"), ("ID", "Id")] {
            text = text.replacingOccurrences(of: acronym, with: word)
        }
        var result = ""
        for character in text {
            if character.isUppercase {
                if !result.isEmpty { result.append("_") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
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

import Testing

@testable import ListenSources

/// The scanner's string and container steps are written for speed (a word at a time, the
/// string's end taken from the word that holds it); what they accept, where they stop and
/// what they report must stay exactly what the plain byte-by-byte rules give, which these
/// tests spell out and compare on random texts of every length and mix of special bytes.
@Suite("JSON cursor: strings and skipped containers against the byte-by-byte rules")
struct JSONCursorScanTests {
    /// A string from its opening quote at `start`: its content's end, where the text goes on
    /// after the closing quote, and whether it held a backslash; nil when it is malformed (a
    /// control byte before its end, not unescaped by a backslash, or no closing quote).
    static func referenceString(_ bytes: [UInt8], from start: Int) -> (end: Int, next: Int, hasEscapes: Bool)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (index, index + 1, hasEscapes) }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
            } else if byte < 0x20 {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Where a container that opens at `start` ends (just past its closing bracket), or nil:
    /// outside strings only brackets count (of either shape), inside them the string rules.
    static func referenceContainer(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard let string = referenceString(bytes, from: index) else { return nil }
                index = string.next
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// Bytes that steer the scan, and ordinary ones (ASCII, UTF-8 parts, DEL, `#` and `;`,
    /// which sit one above a quote and a bracket and so trip naive word tests).
    static let stringAlphabet: [UInt8] = [
        0x22, 0x22, 0x5C, 0x00, 0x01, 0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7B, 0x7D, 0x61, 0x7F, 0x80, 0xC3, 0xA9, 0xFF,
    ]

    @Test("strings of every length up to 70 bytes, with quotes, backslashes and control bytes anywhere")
    func strings() {
        var random = SplitMix(seed: 0x57_12_46)
        for _ in 0..<60_000 {
            let length = random.next(below: 71)
            // Mostly plain bytes, so the specials fall at every offset of a word.
            let specials = random.next(below: 4)
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            for _ in 0..<length {
                bytes.append(
                    random.next(below: 12) < specials
                        ? Self.stringAlphabet[random.next(below: Self.stringAlphabet.count)] : UInt8(0x41 + random.next(below: 26)))
            }
            let expected = Self.referenceString(bytes, from: 0)
            bytes.withUnsafeBytes { buffer in
                var cursor = JSONCursor(buffer)
                let raw = try? cursor.readRawString()
                #expect(raw?.start == (expected == nil ? nil : 1), "\(bytes)")
                #expect(raw?.end == expected?.end, "\(bytes)")
                #expect(raw?.hasEscapes == expected?.hasEscapes, "\(bytes)")
                if let expected { #expect(cursor.index == expected.next, "\(bytes)") }
            }
        }
    }

    @Test("skipped containers: nested brackets of both shapes, strings holding brackets and escapes, cut short")
    func containers() {
        var random = SplitMix(seed: 0xC0_47A1)
        let pieces: [[UInt8]] = [
            Array("[".utf8), Array("]".utf8), Array("{".utf8), Array("}".utf8), Array("\"a]b}\"".utf8),
            Array("\"x\\\"]\"".utf8), Array("\"\\\\\"".utf8), Array("\"9cf83bca-1a07-499a-8240-f8aead17fd14\"".utf8),
            Array(", ".utf8), Array(": ".utf8), Array("123".utf8), Array("\\".utf8), Array("\"".utf8), [0x01], [0x09],
            Array("\"caf\u{E9} [demo]\"".utf8), Array("#;".utf8),
        ]
        for _ in 0..<40_000 {
            var bytes: [UInt8] = random.next(below: 2) == 0 ? Array("{".utf8) : Array("[".utf8)
            for _ in 0..<random.next(below: 24) {
                bytes += pieces[random.next(below: pieces.count)]
            }
            let expected = Self.referenceContainer(bytes, from: 0)
            bytes.withUnsafeBytes { buffer in
                var cursor = JSONCursor(buffer)
                let range = try? cursor.skipValueReturningRange()
                #expect(range?.upperBound == expected, "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    /// A seeded generator (SplitMix64), so the random texts are the same on every run.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }
}

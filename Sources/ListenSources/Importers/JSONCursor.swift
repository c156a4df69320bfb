/// A forward-only reader over one JSON text in memory that decodes only the members asked for.
///
/// Export lines carry dozens of fields ListenStats never uses. Stepping over them byte by byte,
/// without building a value for each, is what lets a million lines import in about a second;
/// `JSONDecoder` builds every value and runs several times slower. Members that are read are
/// checked strictly; skipped containers are only checked for balanced brackets and strings.
struct JSONCursor {
    /// The text is not JSON (or not the JSON that was expected at this point).
    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private(set) var index: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        index = 0
    }

    /// A string as it sits in the text, between its quotes, not yet unescaped.
    struct RawString {
        var start: Int
        var end: Int
        var hasEscapes: Bool
    }

    /// Where a member scan of an object stands.
    struct MemberScan {
        fileprivate var first = true
    }

    var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return index >= bytes.count
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The next significant byte, not consumed.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    @inline(__always)
    private mutating func expect(_ byte: UInt8) throws {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw Malformed() }
        index += 1
    }

    mutating func beginObject() throws -> MemberScan {
        try expect(UInt8(ascii: "{"))
        return MemberScan()
    }

    /// The next member's key, with the cursor on its value; nil after the closing brace.
    mutating func nextKey(_ scan: inout MemberScan) throws -> RawString? {
        skipWhitespace()
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        if !scan.first { try expect(UInt8(ascii: ",")) }
        scan.first = false
        skipWhitespace()
        let key = try readRawString()
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        return key
    }

    mutating func beginArray() throws -> MemberScan {
        try expect(UInt8(ascii: "["))
        return MemberScan()
    }

    /// Moves to the next element; false after the closing bracket.
    mutating func nextElement(_ scan: inout MemberScan) throws -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return false
        }
        if !scan.first { try expect(UInt8(ascii: ",")) }
        scan.first = false
        skipWhitespace()
        return true
    }

    /// Consumes `null` when it comes next.
    @inline(__always)
    mutating func consumeNull() -> Bool {
        skipWhitespace()
        guard index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// Reads a string; the cursor must be on its opening quote.
    ///
    /// Inlined where it is called, and the string's end found from the word that holds it:
    /// scanning a line is a chain of steps each waiting for where the last one ended, and a
    /// call, its spills, and loading the byte the word already told about again were a good
    /// part of each step (a heavy line has about fifty strings). Only a string with an escape
    /// or a control byte before its end goes on byte by byte.
    @inline(__always)
    mutating func readRawString() throws -> RawString {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Malformed() }
        let start = index + 1
        var at = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while at + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let quoteBytes = (quotes &- ones) & ~quotes & highs
            let special = (quoteBytes | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)) & highs
            if special != 0 {
                // The lowest bit of `special` marks the first special byte exactly (see
                // `skipPlainStringBytes`), and so does the lowest of `quoteBytes` the first
                // quote: when they are one byte, the string ends there with nothing escaped.
                let first = at + special.trailingZeroBitCount >> 3
                if quoteBytes & (special & (0 &- special)) != 0 {
                    index = first + 1
                    return RawString(start: start, end: first, hasEscapes: false)
                }
                index = first
                return try readRestOfRawString(from: start)
            }
            at += 8
        }
        index = at
        return try readRestOfRawString(from: start)
    }

    /// The rest of the string that started at `start`, from `index`, byte by byte past escapes:
    /// for strings that hold one (or a control byte), and for the last few bytes of the text.
    private mutating func readRestOfRawString(from start: Int) throws -> RawString {
        var hasEscapes = false
        while index < bytes.count {
            skipPlainStringBytes()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = RawString(start: start, end: index, hasEscapes: hasEscapes)
                index += 1
                return raw
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
            } else if byte < 0x20 {
                throw Malformed()
            } else {
                index += 1
            }
        }
        throw Malformed()
    }

    /// Steps eight bytes at a time over string content that holds no quote, backslash or
    /// control character, and stops on the first byte that is one: the scanner's hottest
    /// loop, as most of an export line is strings.
    @inline(__always)
    private mutating func skipPlainStringBytes() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            // The high bit of a byte of `x` is set where it is zero (or, for `word`, below
            // 0x20). A borrow can also set it in bytes above the first such byte, never below,
            // so the lowest set bit is exactly the first special byte (little-endian: the
            // lowest byte of the word is the first in the text).
            let special = (((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                | ((word &- ones &* 0x20) & ~word)) & highs
            if special != 0 {
                index += special.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// A string or null; anything else is malformed.
    mutating func readOptionalRawString() throws -> RawString? {
        if consumeNull() { return nil }
        return try readRawString()
    }

    /// A string, null, or any other value (skipped, read as nil): for fields whose type varies.
    mutating func readStringLeniently() throws -> String? {
        if peek() == UInt8(ascii: "\"") { return try string(readRawString()) }
        try skipValue()
        return nil
    }

    /// An integer, or nil for null, a string that holds none, or any other value (skipped):
    /// for fields whose type varies, so one odd value never costs the whole line.
    mutating func readIntegerLeniently() throws -> Int64? {
        let start = index
        if let value = try? readTruncatedInteger() { return value }
        index = start
        try skipValue()
        return nil
    }

    /// A number (or a string holding one), truncated toward zero to an integer; nil for null.
    mutating func readTruncatedInteger() throws -> Int64? {
        guard let byte = peek() else { throw Malformed() }
        if byte == UInt8(ascii: "\"") {
            let raw = try readRawString()
            var inner = JSONCursor(UnsafeRawBufferPointer(rebasing: bytes[raw.start..<raw.end]))
            guard let value = try? inner.readNumber(), inner.isAtEnd else { return nil }
            return value
        }
        if consumeNull() { return nil }
        return try readNumber()
    }

    private mutating func readNumber() throws -> Int64 {
        guard let value = try scanNumber() else { throw Malformed() }
        return value
    }

    /// Steps over a number, returning it truncated toward zero, or nil when it is valid JSON
    /// but past Int64 (`1e400`): skipping such a value must not make its line bad JSON.
    private mutating func scanNumber() throws -> Int64? {
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var value: Int64 = 0
        var digits = 0
        // Exact up to Int64: a 19-digit time read through Double would be rounded.
        var needsDouble = false
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(Int64(bytes[index] &- UInt8(ascii: "0")))
            needsDouble = needsDouble || overflow || carry
            value = sum
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw Malformed() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > fractionStart else { throw Malformed() }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            needsDouble = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > exponentStart else { throw Malformed() }
        }
        if needsDouble {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let double = Double(text) else { throw Malformed() }
            return Int64(exactly: double.rounded(.towardZero))
        }
        return negative ? -value : value
    }

    /// Steps over one value of any kind.
    mutating func skipValue() throws {
        guard let byte = peek() else { throw Malformed() }
        switch byte {
        case UInt8(ascii: "\""):
            _ = try readRawString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            try skipContainer()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
        case UInt8(ascii: "f"):
            try expectLiteral("false")
        case UInt8(ascii: "n"):
            try expectLiteral("null")
        default:
            _ = try scanNumber()
        }
    }

    /// Skips a value and returns the range of text it spans, to be read again later.
    mutating func skipValueReturningRange() throws -> Range<Int> {
        skipWhitespace()
        let start = index
        try skipValue()
        return start..<index
    }

    /// The bytes of `range`, for a cursor of their own.
    func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range])
    }

    private mutating func skipContainer() throws {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                _ = try readRawString()
                continue
            }
            // Two compares rather than a switch (a jump through a table, which the spaces,
            // commas and colons between strings kept sending elsewhere): `[` and `{` are
            // 0x5B and 0x7B, `]` and `}` 0x5D and 0x7D, and no other byte ORed with 0x20 is.
            if byte | 0x20 == UInt8(ascii: "{") {
                depth += 1
            } else if byte | 0x20 == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            index += 1
        }
        throw Malformed()
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Malformed() }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] {
            throw Malformed()
        }
        index += count
    }

    /// Whether `raw` is exactly `literal` (keys are compared unescaped only when they need it).
    @inline(__always)
    func matches(_ raw: RawString, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard raw.end - raw.start == count, !raw.hasEscapes else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[raw.start + offset] != start[offset] {
            return false
        }
        return true
    }

    /// The raw text of a string, still escaped: the bytes interning compares.
    func rawBytes(_ raw: RawString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[raw.start..<raw.end])
    }

    /// U+FFFD in UTF-8, for escapes that name no scalar (a lone surrogate).
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The string's value, unescaped.
    func string(_ raw: RawString) throws -> String {
        let content = rawBytes(raw)
        guard raw.hasEscapes else { return String(decoding: content, as: UTF8.self) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(content.count)
        try appendUnescaped(raw, to: &utf8)
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Appends the string's value, unescaped, to `utf8`: the bytes of `string(raw)` (a line
    /// is checked to be UTF-8 before it is scanned, and an escape that names no scalar becomes
    /// U+FFFD, so they are UTF-8 as they are), without making a `String`.
    func appendUnescaped(_ raw: RawString, to utf8: inout [UInt8]) throws {
        let content = rawBytes(raw)
        guard raw.hasEscapes else {
            utf8.append(contentsOf: content)
            return
        }
        var position = 0
        func hexQuad() throws -> UInt32 {
            guard position + 4 < content.count else { throw Malformed() }
            var value: UInt32 = 0
            for offset in 1...4 {
                let byte = content[position + offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Malformed()
                }
                value = value << 4 | UInt32(digit)
            }
            position += 5
            return value
        }
        while position < content.count {
            let byte = content[position]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                position += 1
                continue
            }
            guard position + 1 < content.count else { throw Malformed() }
            let escaped = content[position + 1]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                position += 1
                var scalar = try hexQuad()
                if (0xD800..<0xDC00).contains(scalar), position + 1 < content.count,
                    content[position] == UInt8(ascii: "\\"), content[position + 1] == UInt8(ascii: "u")
                {
                    position += 1
                    let low = try hexQuad()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        utf8.append(contentsOf: Self.replacementCharacter)
                        scalar = low
                    }
                }
                if let decoded = Unicode.Scalar(scalar) {
                    utf8.append(contentsOf: decoded.utf8)
                } else {
                    utf8.append(contentsOf: Self.replacementCharacter)
                }
                continue
            default:
                throw Malformed()
            }
            position += 2
        }
    }
}

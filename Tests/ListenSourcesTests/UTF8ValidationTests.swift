import Foundation
import Testing

@testable import ListenSources

/// The import's hand-written UTF-8 check must accept exactly what Swift's own decoder accepts
/// (which is what it replaced): every line of an import passes through it.
@Suite("Import: UTF-8 validation")
struct UTF8ValidationTests {
    /// Swift's decoder, the reference.
    static func reference(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    static func checked(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { UTF8Validation.isValid($0) }
    }

    @Test("every one- and two-byte sequence, and each after ASCII runs that cross an eight-byte word")
    func shortSequences() {
        var mismatches: [[UInt8]] = []
        for first in 0...255 {
            for second in 0...255 {
                let bytes = [UInt8(first), UInt8(second)]
                if Self.checked(bytes) != Self.reference(bytes) { mismatches.append(bytes) }
            }
            let one = [UInt8(first)]
            if Self.checked(one) != Self.reference(one) { mismatches.append(one) }
            for lead in [0, 5, 7, 8, 9, 15, 16] {
                let padded = Array(repeating: UInt8(ascii: "a"), count: lead) + one + Array("bcdefghij".utf8)
                if Self.checked(padded) != Self.reference(padded) { mismatches.append(padded) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("three- and four-byte sequences around every boundary of the table: overlong forms, surrogates, past U+10FFFF, cut short")
    func longSequences() {
        // The bytes where a continuation's allowed range starts or ends, and a few others.
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x81, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        var mismatches: [[UInt8]] = []
        var checkedCount = 0
        for lead in 0xC0...0xFF {
            for second in edges {
                for third in edges {
                    let three = [UInt8(lead), second, third]
                    for bytes in [three, three + [0x41], Array("abcdefg".utf8) + three] {
                        checkedCount += 1
                        if Self.checked(bytes) != Self.reference(bytes) { mismatches.append(bytes) }
                    }
                    for fourth in edges {
                        let four = [UInt8(lead), second, third, fourth]
                        checkedCount += 1
                        if Self.checked(four) != Self.reference(four) { mismatches.append(four) }
                    }
                }
            }
        }
        #expect(checkedCount > 300_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("random text of valid and damaged UTF-8 agrees with Swift's decoder")
    func randomText() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("plain ascii text ".utf8), Array("Björk ".utf8), Array("東京事変 ".utf8), Array("🎵 ".utf8),
            [0xE9], [0xC3], [0xF0, 0x9F], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80],
        ]
        var valid = 0
        var invalid = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                bytes += pieces[Int.random(in: 0..<(Int.random(in: 0...3, using: &generator) == 0 ? pieces.count : 4), using: &generator)]
            }
            let expected = Self.reference(bytes)
            if expected { valid += 1 } else { invalid += 1 }
            #expect(Self.checked(bytes) == expected, "\(bytes)")
        }
        #expect(valid > 1000 && invalid > 1000)
    }
}

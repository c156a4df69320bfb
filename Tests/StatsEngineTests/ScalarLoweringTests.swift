import Foundation
import Testing
@testable import StatsEngine

/// Lowering UTF-8 bytes scalar by scalar, without a `String`, gives exactly the bytes of
/// `String.lowercased()`, the grouping rule the engine has always used.
@Suite("Scalar lowering")
struct ScalarLoweringTests {
    /// The lowered bytes of `bytes`, or nil where they are not valid UTF-8.
    private func lowered(_ bytes: [UInt8], with lowering: inout ScalarLowering) -> [UInt8]? {
        var output: [UInt8] = []
        let valid = bytes.withUnsafeBytes { lowering.append(loweredOf: $0, to: &output) }
        return valid ? output : nil
    }

    @Test("every scalar lowers to what lowercased() makes of it")
    func everyScalar() {
        var lowering = ScalarLowering()
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if lowered(Array(text.utf8), with: &lowering) != Array(text.lowercased().utf8) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "scalars \(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("texts mixing scripts lower as lowercased() lowers them, context and all")
    func texts() {
        var lowering = ScalarLowering()
        let texts = [
            "ΟΔΟΣ ΣΟΦΟΣ", "Straße STRASSE", "İstanbul IĞDIR", "Ǆemal ǅ", "ÀÉÎÕÜ àéîõü", "Σ", "ΑΣ.", "Björk & Sigur Rós",
            "坂本龍一 RYUICHI", "Ｆｕｌｌｗｉｄｔｈ", "🎧 MIX 🎵", "e\u{301}E\u{301}", "ﬁ ﬀ ẞ", "", "plain ascii",
        ]
        for text in texts {
            #expect(lowered(Array(text.utf8), with: &lowering) == Array(text.lowercased().utf8), "\(text)")
        }
    }

    @Test("bytes that are not valid UTF-8 are refused, for the caller's String(decoding:) path")
    func invalid() {
        var lowering = ScalarLowering()
        let invalid: [[UInt8]] = [
            [0x80], [0xC0, 0xAF], [0xC1, 0xBF], [0xC3], [0xC3, 0x41], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x41, 0xE2, 0x82],
        ]
        for bytes in invalid {
            #expect(lowered(bytes, with: &lowering) == nil, "\(bytes)")
            // Refused consistently, also once the sequence is known.
            #expect(lowered(bytes, with: &lowering) == nil, "\(bytes)")
        }
        #expect(lowered([0x41, 0xC3, 0x84], with: &lowering) == Array("aä".utf8))
    }
}

import Testing

@testable import ListenModel

/// The two byte helpers `EncodedTrack` makes every new track's key and columns with, against
/// what they stand for: `String(value)` and `firstIndex(of: 0)`.
@Suite("Encoded tracks: the CAA id's digits and the NUL search")
struct EncodedTrackDigitsTests {
    @Test("a mapped track's CAA id is written as String(value), at every length and sign")
    func decimals() {
        var values: [Int64] = [0, 1, -1, 9, 10, -10, .max, .min, .max - 1, .min + 1]
        var power: Int64 = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        for value in values {
            var bytes: [UInt8] = [0x41]
            EncodedTrack.appendDecimal(value, to: &bytes)
            #expect(bytes == [0x41] + Array(String(value).utf8), "\(value)")
        }
    }

    @Test("the first NUL is found where firstIndex(of: 0) finds it, in texts of every length")
    func firstNUL() {
        var random = SplitMix(seed: 0x0_4E_55)
        for _ in 0..<5_000 {
            let bytes = (0..<random.next(below: 40)).map { _ in random.next(below: 6) == 0 ? UInt8(0) : UInt8(1 + random.next(below: 255)) }
            bytes.withUnsafeBytes { #expect(EncodedTrack.firstNUL(in: $0) == bytes.firstIndex(of: 0), "\(bytes)") }
        }
    }
}

import Testing

@testable import ListenModel

/// A track's identity lowers names of ASCII and two-byte scalars through `TwoByteLowercase`
/// instead of `String.lowercased()`: it must give the very hash the `String` way gives, for
/// every such scalar and for names that mix them with other scalars and broken UTF-8.
@Suite("Two-byte lower-casing: a track's identity as String.lowercased() gives it")
struct TwoByteLowercaseTests {
    static func identity(_ artist: [UInt8], _ title: [UInt8]) -> Int64 {
        artist.withUnsafeBytes { artist in title.withUnsafeBytes { EncodedTrack.identity(artistName: artist, trackName: $0) } }
    }

    /// The identity as the store first made it: the names decoded (broken UTF-8 repaired),
    /// lowered by `String`, hashed.
    static func reference(_ artist: [UInt8], _ title: [UInt8]) -> Int64 {
        EncodedTrackTests.referenceIdentity(
            Track(artistName: String(decoding: artist, as: UTF8.self), trackName: String(decoding: title, as: UTF8.self)))
    }

    @Test("every scalar from U+0080 to U+07FF, alone and between ASCII letters of both cases")
    func everyTwoByteScalar() {
        for value in UInt32(0x80)..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = Array(String(scalar).utf8)
            let between = Array("Ab".utf8) + alone + Array("Zq".utf8)
            #expect(Self.identity(alone, between) == Self.reference(alone, between), "U+\(String(value, radix: 16))")
            let entry = TwoByteLowercase.table[Int(value) - 0x80]
            let lowered = (0..<Int(entry >> 24)).map { UInt8(truncatingIfNeeded: entry >> (8 * $0)) }
            #expect(lowered == Array(String(scalar).lowercased().utf8), "U+\(String(value, radix: 16))")
        }
    }

    @Test("random names of ASCII, two-, three- and four-byte scalars and broken sequences")
    func randomNames() {
        var random = SplitMix(seed: 0x10_3E)
        let pieces: [[UInt8]] = [
            Array("A".utf8), Array("z".utf8), Array(" ".utf8), Array("İ".utf8), Array("Σ".utf8), Array("É".utf8),
            Array("ß".utf8), Array("Ǆ".utf8), Array("Ȿ".utf8), Array("Ж".utf8), Array("א".utf8), Array("ع".utf8),
            Array("夜".utf8), Array("😀".utf8), Array("ﬁ".utf8), [0xC3], [0xC0, 0x80], [0xDF], [0x80], [0xE2, 0x82], [0xFF],
        ]
        for _ in 0..<20_000 {
            func name() -> [UInt8] { (0..<random.next(below: 8)).flatMap { _ in pieces[random.next(below: pieces.count)] } }
            let artist = name()
            let title = name()
            #expect(Self.identity(artist, title) == Self.reference(artist, title), "\(artist) \(title)")
        }
    }
}

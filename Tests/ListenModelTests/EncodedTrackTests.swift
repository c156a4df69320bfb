import Foundation
import Testing

@testable import ListenModel

/// `EncodedTrack` is the store's layout of a track (key, key hash, columns, identity), made by
/// importers from their file's bytes: it must be byte for byte what the store made from a
/// `Track`'s strings before (the reference below is that code, from `TrackRow`, `BoundTrack`
/// and `ListenIdentity` as they were), or re-imports would stop finding their tracks.
@Suite("Encoded tracks: the store's layout of a track")
struct EncodedTrackTests {
    // MARK: - The reference: the layout as the store wrote it from strings

    static func referenceKey(_ track: Track) -> [UInt8] {
        var bytes: [UInt8] = []
        var first = true
        func part(_ text: String?) {
            if !first { bytes.append(contentsOf: [0x1F, 0x1F]) }
            first = false
            if let text { bytes.append(contentsOf: text.utf8) } else { bytes.append(0x1E) }
        }
        part(track.artistName)
        part(track.trackName)
        part(track.releaseName)
        part(track.recordingMSID)
        if let mapping = track.mapping {
            part(mapping.recordingMBID)
            part(mapping.recordingName)
            part(mapping.releaseMBID)
            part(mapping.releaseGroupMBID)
            part(mapping.caaID.map(String.init))
            part(mapping.caaReleaseMBID)
            for artist in mapping.artists {
                part(artist.name)
                part(artist.mbid.flatMap { $0.isEmpty ? nil : $0 })
                part(artist.joinPhrase)
            }
        }
        return bytes
    }

    /// Columns 1–13 as bound: nil for NULL, texts cut at their first NUL, column 12 in decimal.
    static func referenceColumns(_ track: Track) -> [[UInt8]?] {
        func cut(_ text: String?) -> [UInt8]? {
            guard let text else { return nil }
            return Array(text.utf8.prefix { $0 != 0 })
        }
        func joined(_ parts: [String]) -> [UInt8] {
            var bytes: [UInt8] = []
            for (index, part) in parts.enumerated() {
                if index > 0 { bytes.append(0x1F) }
                bytes.append(contentsOf: part.utf8.prefix { $0 != 0 })
                if part.utf8.contains(0) { break }
            }
            return bytes
        }
        let mapping = track.mapping
        return [
            cut(track.artistName), cut(track.trackName), cut(track.releaseName), cut(track.recordingMSID),
            cut(mapping?.recordingMBID), cut(mapping?.recordingName), cut(mapping?.releaseMBID), cut(mapping?.releaseGroupMBID),
            mapping.map { joined($0.artists.map(\.name)) }, mapping.map { joined($0.artists.map { $0.mbid ?? "" }) },
            mapping.map { joined($0.artists.map(\.joinPhrase)) }, mapping?.caaID.map { Array(String($0).utf8) },
            cut(mapping?.caaReleaseMBID),
        ]
    }

    static func referenceIdentity(_ track: Track) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.lowercased().utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        mix(track.artistName)
        hash ^= 0x1f
        hash = hash &* 0x0000_0100_0000_01b3
        mix(track.trackName)
        return Int64(bitPattern: hash)
    }

    static func referenceKeyHash(_ key: [UInt8]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    static func columns(_ encoded: EncodedTrack) -> [[UInt8]?] {
        encoded.withColumns { columns in
            (Int32(1)...13).map { column -> [UInt8]? in
                if columns.isNull(column) { return nil }
                if column == 12 { return Array(String(columns.int64(column)).utf8) }
                return Array(columns.bytes(column))
            }
        }
    }

    static func expectSameLayout(_ track: Track, sourceLocation: SourceLocation = #_sourceLocation) {
        let encoded = EncodedTrack(track)
        let key = referenceKey(track)
        #expect(encoded.key == key, sourceLocation: sourceLocation)
        #expect(encoded.keyHash == referenceKeyHash(key), sourceLocation: sourceLocation)
        #expect(encoded.identity == referenceIdentity(track), sourceLocation: sourceLocation)
        #expect(columns(encoded) == referenceColumns(track), sourceLocation: sourceLocation)
        #expect(encoded.artistName.utf8.elementsEqual(track.artistName.utf8), sourceLocation: sourceLocation)
        #expect(encoded.trackName.utf8.elementsEqual(track.trackName.utf8), sourceLocation: sourceLocation)
        #expect(encoded == EncodedTrack(TrackTexts(track)), sourceLocation: sourceLocation)
    }

    // MARK: - Tests

    static let edgeCases: [Track] = [
        Track(artistName: "", trackName: ""),
        Track(artistName: "A", trackName: "T", releaseName: "", recordingMSID: ""),
        Track(artistName: "Björk", trackName: "JÓGA", releaseName: "Homogenic", recordingMSID: "msid"),
        Track(artistName: "ΣΊΣΥΦΟΣ", trackName: "İstanbul ǅ ß ﬁ", releaseName: nil, recordingMSID: "m"),
        // A NUL cuts the stored column but not the key; a credit part with one ends the column.
        Track(
            artistName: "Nul\u{0}After", trackName: "T\u{0}", releaseName: "R\u{0}x",
            mapping: MBIDMapping(
                recordingMBID: "rec\u{0}", recordingName: "N", releaseMBID: "", releaseGroupMBID: "rg",
                artists: [
                    CreditedArtist(name: "One", mbid: "m1", joinPhrase: " & "),
                    CreditedArtist(name: "Tw\u{0}o", mbid: nil, joinPhrase: "\u{0}"),
                    CreditedArtist(name: "Three", mbid: "", joinPhrase: ""),
                ], caaID: -9_223_372_036_854_775_808, caaReleaseMBID: "caa")),
        // A mapping with no artists stores three empty credit columns, not NULL.
        Track(artistName: "A", trackName: "T", mapping: MBIDMapping(recordingMBID: "r", recordingName: "T", artists: [], caaID: 0)),
        Track(
            artistName: "A\u{1F}\u{1F}B", trackName: "\u{1E}", releaseName: "😀 emoji",
            mapping: MBIDMapping(
                recordingMBID: "r", recordingName: "T", releaseMBID: "rel", releaseGroupMBID: nil,
                artists: [CreditedArtist(name: "X", mbid: "", joinPhrase: " feat. "), CreditedArtist(name: "Y")],
                caaID: 34_262_843_911, caaReleaseMBID: nil)),
    ]

    @Test("edge cases: absent and empty fields, NULs, separators in texts, no artists, Int64.min as CAA id, non-ASCII case")
    func edgeCaseLayouts() {
        for track in Self.edgeCases { Self.expectSameLayout(track) }
    }

    @Test("ten thousand generated tracks are laid out byte for byte as the store laid them out from strings")
    func generatedLayouts() {
        var random = SplitMix(seed: 0x5EED)
        let alphabet: [String] = ["a", "Z", " ", "é", "É", "ß", "İ", "Σ", "\u{0}", "\u{1F}", "\u{1E}", "😀", "ǅ", "-", "0", "\u{3000}"]
        func text(_ maximum: Int) -> String {
            (0..<random.next(below: maximum + 1)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined()
        }
        func optional(_ maximum: Int) -> String? { random.next(below: 4) == 0 ? nil : text(maximum) }
        for _ in 0..<10_000 {
            var mapping: MBIDMapping?
            if random.next(below: 3) > 0 {
                let artists = (0..<random.next(below: 4)).map { _ in
                    CreditedArtist(name: text(6), mbid: optional(3), joinPhrase: text(3))
                }
                mapping = MBIDMapping(
                    recordingMBID: text(8), recordingName: text(8), releaseMBID: optional(8), releaseGroupMBID: optional(8),
                    artists: artists,
                    caaID: random.next(below: 3) == 0 ? nil : Int64(bitPattern: random.next()) >> random.next(below: 64),
                    caaReleaseMBID: optional(8))
            }
            Self.expectSameLayout(
                Track(artistName: text(10), trackName: text(10), releaseName: optional(10), recordingMSID: optional(10), mapping: mapping))
        }
    }

    @Test("the key hash is FNV-1a 64, the same in every process")
    func keyHash() {
        let empty: [UInt8] = []
        #expect(empty.withUnsafeBytes { EncodedTrack.keyHash(of: $0) } == Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
        #expect(Array("foobar".utf8).withUnsafeBytes { EncodedTrack.keyHash(of: $0) } == Int64(bitPattern: 0x8594_4171_f739_67e8))
    }
}

/// A small seeded generator, so the generated tracks are the same on every run.
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

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

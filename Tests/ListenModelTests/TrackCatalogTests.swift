import CompactStorage
import ListenModel
import Testing

@Suite("Track catalog")
struct TrackCatalogTests {
    static let mapped = Track(
        artistName: "X & Y\u{301}", trackName: "Cafe\u{301}", releaseName: "R", recordingMSID: "msid",
        mapping: MBIDMapping(
            recordingMBID: "rec", recordingName: "Caf\u{E9}", releaseMBID: "rel", releaseGroupMBID: "rg",
            artists: [
                CreditedArtist(name: "X", mbid: "x", joinPhrase: " & "), CreditedArtist(name: "Y\u{301}", mbid: nil, joinPhrase: ""),
            ],
            caaID: 7, caaReleaseMBID: "rel"))
    static let unmapped = Track(artistName: "東京事変", trackName: "群青日和")

    @Test("texts are numbered by exact bytes: NFC and NFD apart, equal bytes one id, ids dense past many growths")
    func textTable() {
        var texts = TextTable()
        let nfc = texts.intern("Beyonc\u{E9}")
        let nfd = texts.intern("Beyonce\u{301}")
        #expect(nfc != nfd)
        #expect(texts.intern("Beyonc\u{E9}") == nfc)
        #expect(texts.intern(nil as String?) == -1)
        let ids = (0..<5_000).map { texts.intern("name \($0)") }
        #expect(ids == Array(Int32(2)..<Int32(5_002)))
        #expect((0..<5_000).map { texts.intern("name \($0)") } == ids)
        #expect(texts.string(ids[4_321]) == "name 4321")
        #expect(texts.intern("") == texts.intern(""))
        #expect(texts.byteCount(nfc) == 8 && texts.byteCount(nfd) == 9)
        // Byte order, as ListenBrainz sorts: "B" < "a" < "é".
        let upper = texts.intern("B")
        let lower = texts.intern("a")
        let accented = texts.intern("\u{E9}")
        #expect(texts.precedes(upper, lower) && texts.precedes(lower, accented) && !texts.precedes(accented, upper))
    }

    @Test("a catalog gives back the tracks it was given, credits and all")
    func roundTrip() {
        var catalog = TrackCatalog()
        #expect(catalog.append(Self.mapped) == 0)
        #expect(catalog.append(Self.unmapped) == 1)
        #expect(Array(catalog) == [Self.mapped, Self.unmapped])
        #expect(catalog.credits(of: 0).count == 2 && catalog.credits(of: 1).isEmpty)
        #expect(catalog.entries[0].isMapped && !catalog.entries[1].isMapped)
    }

    @Test("a packed catalog unpacks to the same tracks and can keep interning; damaged bytes unpack to nil")
    func packing() throws {
        var catalog = TrackCatalog()
        catalog.append(Self.mapped)
        catalog.append(Self.unmapped)
        let packed = catalog.packed()
        var unpacked = try #require(packed.withUnsafeBytes { TrackCatalog(packed: $0) })
        #expect(unpacked == catalog)
        #expect(packed.withUnsafeBytes { TrackCatalog(packed: $0) }.map { $0.packed() } == packed)
        // Its texts are interned again after unpacking: an old one keeps its id.
        #expect(unpacked.intern("東京事変") == catalog.entries[1].artistName)
        unpacked.append(Track(artistName: "New", trackName: "One"))
        #expect(Array(unpacked).last == Track(artistName: "New", trackName: "One"))

        #expect(Array(packed.dropLast()).withUnsafeBytes { TrackCatalog(packed: $0) } == nil)
        #expect((packed + [0]).withUnsafeBytes { TrackCatalog(packed: $0) } == nil)
        var wrongFormat = packed
        wrongFormat[0] = 99
        #expect(wrongFormat.withUnsafeBytes { TrackCatalog(packed: $0) } == nil)
        #expect([UInt8]().withUnsafeBytes { TrackCatalog(packed: $0) } == nil)
    }
}

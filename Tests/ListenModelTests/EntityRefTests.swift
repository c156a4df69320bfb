import Testing

@testable import ListenModel

@Suite("Entity refs compare, order and hash by their fields' exact bytes")
struct EntityRefTests {
    /// Refs whose fields differ in every way that matters: nil against "", NFC against NFD,
    /// a prefix, each field alone, the kind.
    static let refs: [EntityRef] = {
        var refs: [EntityRef] = []
        for kind in [EntityKind.artist, .album, .track] {
            for name in ["Sigur Rós", "Sigur Ro\u{301}s", "Sigur", ""] {
                for mbid in [nil, "", "f6f2326f"] as [String?] {
                    for artistName in ["", "Sigur Rós"] {
                        for releaseName in [nil, "Takk…", "\u{0}"] as [String?] {
                            for releaseMBID in [nil, "e1d1"] as [String?] {
                                refs.append(
                                    EntityRef(
                                        kind: kind, name: name, mbid: mbid, artistName: artistName, releaseName: releaseName,
                                        releaseMBID: releaseMBID))
                            }
                        }
                    }
                }
            }
        }
        return refs
    }()

    @Test("==, < and the hash agree with the fields, compared as bytes, for every pair")
    func agreesWithFields() {
        for lhs in Self.refs {
            for rhs in Self.refs {
                let equalFields = zip(lhs.fields, rhs.fields).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
                #expect((lhs == rhs) == equalFields)
                let firstDifference = zip(lhs.fields, rhs.fields).first { !$0.utf8.elementsEqual($1.utf8) }
                let precedes = firstDifference.map { $0.utf8.lexicographicallyPrecedes($1.utf8) } ?? false
                #expect((lhs < rhs) == precedes)
                if lhs == rhs { #expect(lhs.hashValue == rhs.hashValue) }
            }
        }
        // nil is spelled "\u{0}" in the fields, so the two are one entity; "" is another.
        let missing = EntityRef(kind: .album, name: "Takk", mbid: nil, artistName: "Sigur Rós")
        #expect(missing == EntityRef(kind: .album, name: "Takk", mbid: "\u{0}", artistName: "Sigur Rós"))
        #expect(missing != EntityRef(kind: .album, name: "Takk", mbid: "", artistName: "Sigur Rós"))
        #expect(Set(Self.refs).count == Self.refs.count - Self.refs.filter { $0.releaseName == "\u{0}" }.count)
    }
}

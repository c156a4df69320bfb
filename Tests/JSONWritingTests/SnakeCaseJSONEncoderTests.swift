import Foundation
import JSONWriting
import Testing

/// `SnakeCaseJSON.text` and `compactText` write with their own encoder; these check it
/// against Foundation's `JSONEncoder` set up for the dialect (`SnakeCaseJSON.encoder`), byte for byte.
@Suite("SnakeCaseJSON encoder")
struct SnakeCaseJSONEncoderTests {
    struct Inner: Codable, Equatable {
        var releaseMBID: String?
        var listenCount: Int
        var fromTS: Int64
    }

    enum Shade: String, Codable, CodingKeyRepresentable {
        case lightBlue, darkRed
    }

    struct Everything: Codable {
        var artistName = "Ünïcode \"quoted\" back\\slash a/b\n\t\r\u{01}\u{1F}\u{08}\u{0C}\u{7F} 😀"
        var someInt = -42
        var bigUnsigned: UInt64 = .max
        var smallest: Int64 = .min
        var tiny: Int8 = -8
        var small: UInt16 = 65_535
        var shares: [Double] = [0.1, 1.0, 0.0564, 1e20, 1.5e-7, -0.0, 123_456_789.125, 2.0 / 3.0]
        var ratio: Float = 0.3
        var flags = [true, false]
        var missing: String? = nil
        var present: String? = "here"
        var emptyList: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested = [Inner(releaseMBID: nil, listenCount: 3, fromTS: 1_700_000_000), Inner(releaseMBID: "x", listenCount: 0, fromTS: -1)]
        var grid = [[1, 2], [], [3]]
        var holes: [Int?] = [1, nil, 3]
        var byName = ["zetaKey": 1, "alphaKey": 2, "Ölbaum": 3, "a_b": 4, "aB": 5, "": 6]
        var byNumber = [10: "ten", 9: "nine", 100: "hundred"]
        var byShade: [Shade: Int] = [.lightBlue: 1, .darkRed: 2]
        var byNameNested = ["outerKey": ["innerKey": Inner(releaseMBID: "m", listenCount: 1, fromTS: 2)]]
        var when = Date(timeIntervalSince1970: 1_700_000_000.25)
        var blob = Data([0, 1, 2, 250, 255])
        var link = URL(string: "https://listenbrainz.org/user/rob/?a=b&c=d")
        var amount = Decimal(string: "12.3400")
        var artistMBIDs = ["a", "b"]
        var caaID: Int64 = 12_345
    }

    /// A hand-written encoding: nested containers, `encodeNil`, a key set twice, a super encoder.
    struct Handmade: Encodable {
        enum Keys: String, CodingKey { case firstPart, secondPart, repeatedKey, nothingHere, superKey }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .firstPart)
            try nested.encode(1, forKey: .secondPart)
            var list = container.nestedUnkeyedContainer(forKey: .secondPart)
            try list.encode("one")
            try list.encodeNil()
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encode(true, forKey: .nothingHere)
            try container.encode(1, forKey: .repeatedKey)
            try container.encode(2, forKey: .repeatedKey)
            try container.encodeNil(forKey: .nothingHere)
            try Inner(releaseMBID: nil, listenCount: 7, fromTS: 8).encode(to: container.superEncoder(forKey: .superKey))
            try Inner(releaseMBID: "s", listenCount: 9, fromTS: 10).encode(to: container.superEncoder())
        }
    }

    /// Encodes nothing at all: `{}` inside another value.
    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    struct Holder: Encodable {
        var silent = Silent()
        var after = 1
    }

    func foundation(_ value: some Encodable, pretty: Bool) throws -> String {
        String(decoding: try SnakeCaseJSON.encoder(pretty: pretty).encode(value), as: UTF8.self)
    }

    func expectSame(_ value: some Encodable) throws {
        let pretty = try SnakeCaseJSON.text(value)
        let compact = try SnakeCaseJSON.compactText(value)
        #expect(pretty == (try foundation(value, pretty: true)))
        #expect(compact == (try foundation(value, pretty: false)))
    }

    @Test func everyKindOfValueIsWrittenAsJSONEncoderWritesIt() throws {
        try expectSame(Everything())
        let text = try SnakeCaseJSON.text(Everything())
        #expect(text.contains("\"artist_mbids\" : ["))
        #expect(text.contains("\"zetaKey\" : 1"))
        #expect(text.contains("\"empty_list\" : [\n\n  ]"))
    }

    @Test func containersMadeByHandAreWrittenAsJSONEncoderWritesThem() throws {
        try expectSame(Handmade())
        try expectSame(Holder())
        #expect(try SnakeCaseJSON.compactText(Handmade()).contains("\"repeated_key\":2"))
    }

    @Test func aValueLevelsDownIsItsTextAsTheMemberOfAnObject() throws {
        let inner = try SnakeCaseJSON.text(Everything(), depth: 1)
        #expect(try SnakeCaseJSON.text(["only": Everything()]) == "{\n  \"only\" : " + inner + "\n}")
        let deeper = try SnakeCaseJSON.text([Inner(releaseMBID: "m", listenCount: 1, fromTS: 2)], depth: 2)
        #expect(try foundation(["a": ["b": [Inner(releaseMBID: "m", listenCount: 1, fromTS: 2)]]], pretty: true)
            == "{\n  \"a\" : {\n    \"b\" : " + deeper + "\n  }\n}")
    }

    @Test func topLevelArraysAndFragments() throws {
        try expectSame([Inner(releaseMBID: nil, listenCount: 1, fromTS: 2)])
        try expectSame([String]())
        try expectSame("a \"fragment\"")
        try expectSame(12)
        try expectSame(["k": [1, 2]])
        try expectSame(Optional<Int>.none)
    }

    @Test func notANumberIsAnErrorAsInJSONEncoder() {
        #expect(throws: EncodingError.self) { try SnakeCaseJSON.text([Double.nan]) }
        #expect(throws: EncodingError.self) { try SnakeCaseJSON.compactText(["x": Float.infinity]) }
        #expect(throws: EncodingError.self) { try foundation([Double.nan], pretty: true) }
    }

    @Test func aTopLevelValueThatEncodesNothingIsAnErrorAsInJSONEncoder() {
        #expect(throws: EncodingError.self) { try SnakeCaseJSON.text(Silent()) }
        #expect(throws: EncodingError.self) { try foundation(Silent(), pretty: true) }
    }
}

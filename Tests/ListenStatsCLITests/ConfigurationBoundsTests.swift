import Foundation
import Testing

@testable import ListenStatsCLI

@Suite("Config file bounds")
struct ConfigurationBoundsTests {
    let loader = ConfigurationLoader(isWorldReadable: { _ in false })

    /// Ten levels of ten aliases each: 10^9 scalars from a file of 500 bytes.
    static func billionLaughs(asKey: Bool) -> String {
        var lines = ["a0: &a0 lol"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        // As a mapping key, Yams hashes the whole expanded key while composing.
        lines.append(asKey ? "b:\n  ? *a9\n  : 1" : "users:\n  - name: rob\n    time_zone: UTC\n    exclude:\n      artists: *a9")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a billion laughs is refused at the line its aliases overrun, as a value or as a key", arguments: [false, true])
    func billionLaughs(asKey: Bool) throws {
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(Self.billionLaughs(asKey: asKey), file: "c.yaml") }
        let issue = try #require(error?.issues.first)
        #expect(error?.issues.count == 1)
        // a6 holds 10^6 scalars: the first anchor past 200,000 values.
        #expect(issue.description.hasPrefix("c.yaml:7: error: the aliases (*name) here repeat their anchors past 200000 values"))
    }

    @Test("many aliases of a large scalar are refused once their text passes 8 MiB")
    func aliasesOfALargeScalar() throws {
        let text =
            "site_title: &big " + String(repeating: "x", count: 400 * 1024) + "\nusers:\n  - name: rob\n    time_zone: UTC\n"
            + "    exclude:\n      artists: [" + Array(repeating: "*big", count: 3000).joined(separator: ", ") + "]\n"
        let error = #expect(throws: ConfigurationError.self) { try loader.parse(text, file: "c.yaml") }
        #expect(error?.issues.map(\.description) == [
            "c.yaml:6: error: the aliases (*name) here repeat their anchors past 8 MiB of text in all, far more than a config holds; "
                + "write the values out instead of repeating anchors, or check that this is the config file"
        ])
    }

    @Test("a config with a few anchors and aliases reads as if written out")
    func fewAliases() throws {
        let text = """
            users:
              - name: rob
                time_zone: &zone Europe/Berlin
                exclude: &common
                  artists: [Baby Shark, "Star *Wars*"]   # a * in a comment or a quoted name is no alias
              - name: ana
                time_zone: *zone
                exclude: *common
            """
        let users = try loader.parse(text, file: "c.yaml").configuration.users
        #expect(users.map(\.timeZone.identifier) == ["Europe/Berlin", "Europe/Berlin"])
        #expect(users.map(\.exclusions.excludedArtists) == [["Baby Shark", "Star *Wars*"], ["Baby Shark", "Star *Wars*"]])
    }

    @Test("an anchor defined again is measured as the aliases after it see it")
    func anchorRedefined() throws {
        var composer = BoundedYAMLComposer()
        composer.maximumNodes = 40
        // Ten aliases of a one-value anchor, then ten of a ten-value one: 11 + 10 + 1 + 10 × 11 nodes.
        let small = "a: &x 1\nb: [" + Array(repeating: "*x", count: 10).joined(separator: ", ") + "]\n"
        let large = "c: &x [" + Array(repeating: "1", count: 10).joined(separator: ", ") + "]\nd: [" + Array(repeating: "*x", count: 10).joined(separator: ", ") + "]\n"
        #expect(try composer.compose(small) != nil)
        #expect(throws: BoundedYAMLComposer.Overrun(bound: .nodes(40), line: 4)) { try composer.compose(small + large) }
    }

    @Test("a marker that is no alias counts as itself, and an unknown alias is Yams's error")
    func markerLookalikes() throws {
        #expect(try loader.parse("site_title: \u{E000}x\n", file: "c.yaml").configuration.siteTitle == "\u{E000}x")
        let error = #expect(throws: ConfigurationError.self) { try loader.parse("site_title: *nowhere\n", file: "c.yaml") }
        #expect(error?.issues.first?.description.contains("undefined alias") == true)
    }

    @Test("a file over 1 MiB is refused before it is parsed, naming what to check")
    func largeFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("big.yaml", contents: "# " + String(repeating: "x", count: 1 << 20) + "\n")
        let error = #expect(throws: ConfigurationError.self) { try loader.load(file: file) }
        #expect(error?.issues.map(\.description) == [
            "\(file): error: the file is larger than 1 MiB, and a config is a few KB; check that --config (or LISTENSTATS_CONFIG) names the config file"
        ])
        let exactly = try directory.file("exact.yaml", contents: "users: []\n#" + String(repeating: "x", count: (1 << 20) - 12) + "\n")
        #expect(throws: Never.self) { try loader.load(file: exactly) }
    }

    @Test("a file that is not UTF-8 is a configuration error")
    func notUTF8() throws {
        let directory = try TemporaryDirectory()
        let file = directory.path + "/latin1.yaml"
        try Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: ConfigurationError.self) { try loader.load(file: file) }
        #expect(error?.issues.first?.message.contains("not UTF-8") == true)
    }
}

import Foundation
import ListenStore
import Testing

/// Lines the import's own UTF-8 check and JSON scanner must refuse one by one, run through the
/// real executable: the exit code, the table, the `--report` entries, and what was stored.
@Suite("listenstats import: malformed lines")
struct ImportMalformedLineTests {
    struct Entry: Decodable, Equatable {
        var file: String
        var line: Int?
        var outcome: String
        var reason: String?
    }

    static func line(_ time: Int, artist: [UInt8], title: String = "T") -> [UInt8] {
        Array(#"{"listened_at": \#(time), "track_metadata": {"artist_name": ""#.utf8) + artist
            + Array(#"", "track_name": "\#(title)", "additional_info": {"duration_ms": 200000}}}"#.utf8) + [0x0A]
    }

    @Test("bytes that are not UTF-8 skip their line (overlong, surrogate, past U+10FFFF, cut short, stray continuation), the rest import")
    func invalidUTF8Lines() async throws {
        let home = try TemporaryDirectory()
        var bytes: [UInt8] = []
        let bad: [[UInt8]] = [
            [0xC0, 0xAF],  // overlong "/"
            [0xE0, 0x80, 0xAF],  // overlong, three bytes
            [0xED, 0xA0, 0x80],  // a surrogate
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0xF5, 0x80, 0x80, 0x80],  // no such lead byte
            [0xE2, 0x82],  // cut short
            [0x80],  // a continuation with no lead
            [0xE9],  // Latin-1 "é"
        ]
        // Line 1 good; then each bad one between good ones, so every skipped line sits among imports.
        var time = 1_700_000_000
        bytes += Self.line(time, artist: Array("Björk".utf8))
        for sequence in bad {
            time += 600
            bytes += Self.line(time, artist: Array("A".utf8) + sequence + Array("rtist".utf8))
            time += 600
            bytes += Self.line(time, artist: Array("東京事変 🎵".utf8), title: "T\(time)")
        }
        // A valid four-byte scalar at a word boundary, and the largest one.
        time += 600
        bytes += Self.line(time, artist: Array("1234567".utf8) + [0xF0, 0x9F, 0x8E, 0xB5])
        time += 600
        bytes += Self.line(time, artist: [0xF4, 0x8F, 0xBF, 0xBF])
        let file = home.path + "/listens.jsonl"
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        let report = home.path + "/not-imported.json"
        let database = home.path + "/listens.sqlite"

        let outcome = try await ExecutableExitCodeTests.running(
            ["import", file, "--user", "rob", "--db", database, "--report", report], home: home)

        #expect(outcome.status == 0, "\(outcome.standardError)")
        let row = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix(file) }
        #expect(row?.split(separator: " ", omittingEmptySubsequences: true).suffix(4) == ["11", "0", "0", "8"])
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: URL(fileURLWithPath: report)))
        #expect(entries == (0..<8).map { Entry(file: file, line: 2 + 2 * $0, outcome: "skipped", reason: "invalid UTF-8") })
        let store = try ListenStore(path: database)
        #expect(try store.listenCount(user: "rob") == 11)
        let history = try store.history(user: "rob")
        let artists = Set((0..<history.count).map { history.listen(at: $0).track.artistName })
        #expect(artists == ["Björk", "東京事変 🎵", "1234567🎵", "\u{10FFFF}"])
    }
}

import Foundation
import ListenSources
import Testing

@testable import ListenStatsCLI

@Suite("import --report file")
struct ImportReportFileTests {
    /// What `JSONEncoder` writes for the same list, the format the report always had.
    struct Expected: Encodable {
        var file: String
        var line: Int?
        var outcome: String
        var reason: String?
    }

    @Test("entries written one by one read back exactly as JSONEncoder writes them, odd names included")
    func sameAsEncoder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/report.json"
        let odd = "we\"ird\\name/\n\t\u{1}\u{8}\u{C}é🎵.csv"
        let report = try ImportReportFile(path: path)
        try report.append(ImportLineRecord(file: odd, line: 3, outcome: .skipped(.badCSV)))
        try report.append(ImportLineRecord(file: "a.jsonl", line: 4, outcome: .duplicate))
        try report.appendFailure(of: "b.jsonl", ImportError(code: .corrupt, file: "b.jsonl", message: "cut off"))
        try report.finish()

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let expected = try encoder.encode([
            Expected(file: odd, line: 3, outcome: "skipped", reason: "bad CSV"),
            Expected(file: "a.jsonl", line: 4, outcome: "duplicate"),
            Expected(file: "b.jsonl", outcome: "failed", reason: "cut off"),
        ])
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self) + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
    }

    @Test("rewinding forgets the entries after the mark, flushed or not, and the list stays valid JSON")
    func rewind() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/report.json"
        let report = try ImportReportFile(path: path)
        try report.append(ImportLineRecord(file: "a.jsonl", line: 1, outcome: .duplicate))
        let mark = report.mark()
        // More than one flush's worth, so some of what is forgotten was already written.
        for line in 0..<3_000 {
            try report.append(ImportLineRecord(file: "b.jsonl", line: line, outcome: .skipped(.badJSON)))
        }
        try report.rewind(to: mark)
        try report.append(ImportLineRecord(file: "b.jsonl", line: 7, outcome: .merged))
        try report.finish()

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let expected = try encoder.encode([
            Expected(file: "a.jsonl", line: 1, outcome: "duplicate"),
            Expected(file: "b.jsonl", line: 7, outcome: "merged"),
        ])
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self) + "\n")

        let empty = try ImportReportFile(path: directory.path + "/empty.json")
        let start = empty.mark()
        try empty.append(ImportLineRecord(file: "a.jsonl", line: 1, outcome: .duplicate))
        try empty.rewind(to: start)
        try empty.finish()
        #expect(try String(contentsOfFile: directory.path + "/empty.json", encoding: .utf8) == "[]\n")
    }

    @Test("an empty report is an empty list")
    func empty() throws {
        let directory = try TemporaryDirectory()
        let report = try ImportReportFile(path: directory.path + "/r.json")
        try report.finish()
        #expect(try String(contentsOfFile: directory.path + "/r.json", encoding: .utf8) == "[]\n")
    }
}

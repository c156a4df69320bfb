import Foundation
import Testing

/// A user's template folder that includes a template in itself, run through the real
/// executable: swift-mustache recursed until the stack overflowed (signal 11, exit 139), with
/// the report's folder already made.
@Suite("listenstats with templates that include themselves")
struct TemplateCycleExecutableTests {
    @Test("report: 78 naming the file, line and chain, and no output folder")
    func reportStopsBeforeWriting() async throws {
        let home = try TemporaryDirectory()
        let lines = (0..<30).map { index in
            #"{"listened_at": \#(1_763_000_000 + index * 3600), "track_metadata": {"artist_name": "A\#(index % 3)", "track_name": "T\#(index)", "release_name": "R"}}"#
        }
        let export = try home.file("listens.jsonl", contents: lines.joined(separator: "\n") + "\n")
        let database = home.path + "/listens.sqlite"
        let imported = try await ExecutableExitCodeTests.running(["import", export, "--user", "rob", "--db", database, "--quiet"], home: home)
        #expect(imported.status == 0, "\(imported.standardError)")

        let templates = URL(fileURLWithPath: home.path + "/Templates")
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: shipped, to: templates)
        let row = templates.appendingPathComponent("html/top-row.mustache")
        try (try String(contentsOf: row, encoding: .utf8) + "{{> top-list}}\n").write(to: row, atomically: true, encoding: .utf8)

        let output = home.path + "/out"
        let outcome = try await ExecutableExitCodeTests.running(
            ["report", "--user", "rob", "--db", database, "--templates", templates.path, "--out", output, "--range", "all_time"],
            home: home)
        #expect(outcome.status == 78)
        #expect(outcome.standardError.contains("html/top-row.mustache:"))
        #expect(outcome.standardError.contains("(top-list → top-row → top-list); a template cannot include itself"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

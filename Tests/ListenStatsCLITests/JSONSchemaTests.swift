import Foundation
import Testing

/// Every JSON document listenstats writes, checked against `Templates/json/*.schema.json` by
/// the real executable and a real JSON Schema validator (Debian's python3-jsonschema).
@Suite("JSON schemas")
struct JSONSchemaTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `scripts/validate-json.py KIND FILES…`; its output names every invalid field.
    func validate(_ kind: String, _ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Self.checkout.appending(path: "scripts/validate-json.py")
        process.arguments = [kind] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Debian's python3-jsonschema, which `scripts/validate-json.py` imports.
    static let hasValidator = FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/jsonschema/__init__.py")

    /// Skips a test that validates documents, saying why, when the validator is missing.
    static let needsValidator = Testing.ConditionTrait.enabled(
        if: hasValidator, "python3-jsonschema is not installed; scripts/install-system-deps.sh --test installs it")

    @Test("stats in every range, zone and filter, and data.json of week, month, year and all-time reports match their schemas", Self.needsValidator)
    func everyDocumentMatches() async throws {
        let home = try TemporaryDirectory()
        let database = home.path + "/listens.sqlite"
        let out = home.path + "/out"
        func run(_ arguments: [String]) async throws -> String {
            let outcome = try await ExecutableExitCodeTests.running(arguments + ["--db", database], home: home)
            try #require(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            return outcome.standardOutput
        }
        _ = try await run(["demo", "--output", out, "--quiet"])
        _ = try await run(["report", "--user", "demo", "--range", "all_time", "--timezone", "UTC", "--out", out, "--quiet"])
        _ = try await run(["report", "--user", "demo", "--range", "2026-11", "--timezone", "Asia/Kathmandu", "--out", out, "--quiet"])
        var statsFiles: [String] = []
        for (index, arguments) in [
            ["--all-ranges", "--timezone", "UTC"],
            ["--year", "2025", "--timezone", "America/New_York", "--exclude-artist", "The Northern Lights", "--exclude-source", "spotify"],
            ["--week", "2026-W47", "--timezone", "Europe/Berlin"],
            ["--from", "2026-01-01", "--to", "2026-03-31", "--timezone", "Asia/Kathmandu"],
        ].enumerated() {
            statsFiles.append(try home.file("stats-\(index).json", contents: await run(["stats", "--user", "demo"] + arguments)))
        }
        let reports = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix("data.json") }.map { out + "/" + $0 }
        #expect(reports.count == 4, "\(reports)")
        let statsCheck = try validate("stats", statsFiles)
        #expect(statsCheck.status == 0, "\(statsCheck.output)")
        let reportCheck = try validate("report", reports)
        #expect(reportCheck.status == 0, "\(reportCheck.output)")

        // Each report's playlist: valid JSPF, the top tracks with a recording MBID in the order
        // the report lists them (a week or a month 10, a longer span 25), linked from the page.
        let playlists = reports.map { ($0 as NSString).deletingLastPathComponent + "/playlist.jspf" }
        let playlistCheck = try validate("jspf", playlists)
        #expect(playlistCheck.status == 0, "\(playlistCheck.output)")
        for (report, playlist) in zip(reports, playlists) {
            let data = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
            let top = try #require((data["stats"] as? [String: Any])?["top_recordings"] as? [[String: Any]])
            let listed = top.prefix(report.contains("/week/") || report.contains("/month/") ? 10 : 25).compactMap { $0["mbid"] as? String }
            let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: playlist))) as? [String: Any])
            let tracks = try #require((document["playlist"] as? [String: Any])?["track"] as? [[String: Any]])
            #expect(!listed.isEmpty)
            #expect(tracks.compactMap { $0["identifier"] as? String } == listed.map { "https://musicbrainz.org/recording/\($0)" }, "\(playlist)")
            let page = try String(contentsOfFile: (report as NSString).deletingLastPathComponent + "/index.html", encoding: .utf8)
            #expect(page.contains(#"<a href="playlist.jspf">playlist.jspf</a>"#))
        }

        // A year's discoveries: valid JSPF, the tracks first heard that year in the review's
        // order, linked from its page.
        let years = reports.filter { $0.contains("/year/") }
        #expect(!years.isEmpty, "\(reports)")
        let discoveries = years.map { ($0 as NSString).deletingLastPathComponent + "/discoveries.jspf" }
        let discoveriesCheck = try validate("jspf", discoveries)
        #expect(discoveriesCheck.status == 0, "\(discoveriesCheck.output)")
        for (report, playlist) in zip(years, discoveries) {
            let data = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
            let found = try #require((data["year_review"] as? [String: Any])?["top_discovery_recordings"] as? [[String: Any]])
            let listed = found.compactMap { $0["mbid"] as? String }
            let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: playlist))) as? [String: Any])
            let tracks = try #require((document["playlist"] as? [String: Any])?["track"] as? [[String: Any]])
            #expect(!listed.isEmpty && found.allSatisfy { ($0["listen_count"] as? Int ?? 0) > 3 })
            #expect(tracks.compactMap { $0["identifier"] as? String } == listed.map { "https://musicbrainz.org/recording/\($0)" }, "\(playlist)")
            let page = try String(contentsOfFile: (report as NSString).deletingLastPathComponent + "/index.html", encoding: .utf8)
            #expect(page.contains(#"<a href="discoveries.jspf">discoveries.jspf</a>"#))
        }
    }

    @Test("a document with a wrong type or an undocumented field fails, naming the field", Self.needsValidator)
    func invalidDocumentFails() throws {
        let home = try TemporaryDirectory()
        let document = try home.file(
            "bad.json",
            contents: #"{"user": "rob", "shares": {"artists": [], "releases": [], "release_groups": [], "recordings": []}, "stats": {"listen_count": "many", "surprise": 1}}"#)
        let check = try validate("stats", [document])
        #expect(check.status == 1)
        #expect(check.output.contains("bad.json"))
        // A playlist track ListenBrainz could not import (no recording MBID) fails too.
        let playlist = try home.file(
            "bad.jspf", contents: #"{"playlist": {"title": "t", "creator": "listenstats", "track": [{"title": "x", "creator": "y", "identifier": "spotify:track:1"}]}}"#)
        let playlistCheck = try validate("jspf", [playlist])
        #expect(playlistCheck.status == 1 && playlistCheck.output.contains("track/0/identifier"), "\(playlistCheck.output)")
    }
}

import CairoCanvas
import ChartKit
import Foundation
import ListenBrainzTestServer
import Testing

/// `listenstats covers` and the reports that use its cache, through the real executable and a
/// loopback Cover Art Archive.
@Suite("covers command", .serialized)
struct CoversCommandTests {
    struct Solid: Chart {
        var colour: Color
        var theme: Theme { .light }
        var title: String { "solid" }
        var summary: String { "one colour" }
        func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) { scene.fill(frame, colour) }
    }

    static func mbid(_ index: Int) -> String { "00000000-0000-4000-8000-" + String(format: "%012x", index) }

    /// A ListenBrainz export month: `albums` releases by as many artists, with Cover Art
    /// Archive ids, played 30, 29, … times in 2025 (release 0 most), and one unmapped album.
    static func export(albums: Int) -> String {
        var lines: [String] = []
        var time: Int64 = 1_736_000_000  // January 2025
        for album in 0..<albums {
            for play in 0..<(30 - album) {
                time += 600
                let mapping = #"{"caa_id": \#(1000 + album), "caa_release_mbid": "\#(mbid(album))", "release_mbid": "\#(mbid(album))", "recording_mbid": "\#(mbid(500 + album))", "recording_name": "Song \#(album)", "artists": [{"artist_mbid": "\#(mbid(900 + album))", "artist_credit_name": "Artist \#(album)", "join_phrase": ""}]}"#
                lines.append(#"{"listened_at": \#(time), "track_metadata": {"track_name": "Song \#(album)", "artist_name": "Artist \#(album)", "release_name": "Album \#(album)", "mbid_mapping": \#(mapping), "additional_info": {"duration_ms": \#(200_000 + play)}}}"#)
            }
        }
        for _ in 0..<3 {
            time += 600
            lines.append(#"{"listened_at": \#(time), "track_metadata": {"track_name": "Loose", "artist_name": "Nobody Mapped", "release_name": "Unmapped Album"}}"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func run(_ arguments: [String], home: TemporaryDirectory) async throws -> ExecutableExitCodeTests.Outcome {
        try await ExecutableExitCodeTests.running(arguments, home: home)
    }

    static func coverCache(_ home: TemporaryDirectory) -> String { home.path + "/cache/listenstats/covers" }

    static func prepared(albums: Int = 6) async throws -> TemporaryDirectory {
        let home = try TemporaryDirectory()
        let file = try home.file("listens.jsonl", contents: export(albums: albums))
        let imported = try await run(["import", file, "--user", "rob"], home: home)
        #expect(imported.status == 0, "\(imported.standardError)")
        return home
    }

    static func archive(covers: Range<Int>, delay: Double = 0.01) async throws -> FakeCoverArchive {
        let archive = try FakeCoverArchive.start(delay: delay)
        for album in covers {
            let jpeg = try ChartRenderer.renderJPEG(
                Solid(colour: Color(red: 0.9, green: 0.1, blue: Double(album) / 10)), size: ChartSize(width: 250, height: 250))
            archive.state.setCover(jpeg, mbid: mbid(album), caaID: Int64(1000 + album))
        }
        return archive
    }

    @Test("exit codes: 66 unknown user, 64 bad URL, 69 unreachable, 0 fetched, 3 nothing missing, 4 a corrupt cover")
    func exitCodes() async throws {
        let home = try await Self.prepared()
        let nobody = try await Self.run(["covers", "--user", "nobody"], home: home)
        #expect(nobody.status == 66 && nobody.standardError.contains("no listens are stored for 'nobody'"))
        let badURL = try await Self.run(["covers", "--user", "rob", "--archive-url", "ftp://x"], home: home)
        #expect(badURL.status == 64 && badURL.standardError.contains("--archive-url"))
        let closed = try await Self.run(["covers", "--user", "rob", "--archive-url", "http://127.0.0.1:9", "--timeout", "2"], home: home)
        #expect(closed.status == 69, "\(closed.standardError)")
        #expect(closed.standardError.contains("covers: could not fetch any of 6 covers"))
        #expect(!FileManager.default.fileExists(atPath: Self.coverCache(home) + "/" + Self.mbid(0) + "-1000-250.jpg"))

        // Five of the six albums have a cover; the sixth is a 404.
        let archive = try await Self.archive(covers: 0..<5)
        defer { Task { archive.stop() } }
        let url = archive.baseURL.absoluteString
        let fetched = try await Self.run(["covers", "--user", "rob", "--archive-url", url], home: home)
        #expect(fetched.status == 0, "\(fetched.standardError)")
        #expect(fetched.standardOutput.contains("covers: 5 fetched, 0 already cached, 1 without a cover (of 6)"), "\(fetched.standardOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.coverCache(home)).sorted()
        #expect(names.count == 6 && names.contains("misses.json"))
        let asked = archive.state.coverRequests.count
        #expect(asked == 6)

        let again = try await Self.run(["covers", "--user", "rob", "--archive-url", url], home: home)
        #expect(again.status == 3, "\(again.standardError)")
        #expect(archive.state.coverRequests.count == asked, "a rerun asks for nothing")

        // Another cache, where one album's cover comes back corrupt every time: 4.
        try FileManager.default.removeItem(atPath: Self.coverCache(home))
        archive.state.enqueue(.body(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 2, 3])), mbid: Self.mbid(2), caaID: 1002, times: 10)
        let partial = try await Self.run(["covers", "--user", "rob", "--archive-url", url], home: home)
        #expect(partial.status == 4, "\(partial.standardError)")
        #expect(partial.standardError.contains("cover \(Self.mbid(2))/1002 dropped: the JPEG does not decode"))
        #expect(!FileManager.default.fileExists(atPath: Self.coverCache(home) + "/" + Self.mbid(2) + "-1002-250.jpg"))
    }

    @Test("killed midway, the rerun fetches only the covers that are missing")
    func killedThenRerun() async throws {
        let home = try await Self.prepared(albums: 10)
        let archive = try await Self.archive(covers: 0..<10)
        defer { Task { archive.stop() } }
        // Three covers are answered, then the archive hangs: the kill comes midway whatever the
        // machine's speed.
        archive.state.hang(after: 3)
        let process = Process()
        process.executableURL = ExecutableExitCodeTests.executable
        // Relative defaults (Output/…) land in the test's own folder, never the checkout.
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        process.arguments = ["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString, "--concurrency", "1"]
        process.environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
            "XDG_CACHE_HOME": home.path + "/cache", "PATH": "/usr/bin:/bin",
        ].merging(ExecutableExitCodeTests.pinnedNow) { _, pinned in pinned }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        func stored() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: Self.coverCache(home))) ?? []).filter { $0.hasSuffix("-250.jpg") }
        }
        // No clock decides: the covers stop at three; the bound only ends a broken run.
        for _ in 0..<3_000 where stored().count < 3 {
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let before = Set(stored())
        #expect(before.count == 3, "\(before.count) covers before the kill")
        let askedBefore = archive.state.coverRequests.count
        archive.state.hang(after: nil)

        let rerun = try await Self.run(["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString], home: home)
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(rerun.standardOutput.contains("\(10 - before.count) fetched, \(before.count) already cached"), "\(rerun.standardOutput)")
        let askedAgain = archive.state.coverRequests.dropFirst(askedBefore)
        for name in before {
            #expect(!askedAgain.contains { name.hasPrefix($0.split(separator: "/")[1]) }, "\(name) asked again")
        }
        let hidden = try FileManager.default.contentsOfDirectory(atPath: Self.coverCache(home)).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "no temporary file left: \(hidden)")
    }

    @Test("a year report shows the cached covers from its own covers/ folder, a tile for the rest, and never links out")
    func reportUsesCache() async throws {
        let home = try await Self.prepared()
        let archive = try await Self.archive(covers: 0..<5)
        defer { Task { archive.stop() } }
        #expect(try await Self.run(["covers", "--user", "rob", "--archive-url", archive.baseURL.absoluteString], home: home).status == 0)
        let out = home.path + "/out"
        let year = try await Self.run(["year", "2025", "--user", "rob", "--timezone", "UTC", "--out", out], home: home)
        #expect(year.status == 0, "\(year.standardError)")
        let folder = out + "/rob/year/2025"
        let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        let first = "covers/\(Self.mbid(0))-1000-250.jpg"
        #expect(html.contains(#"<img class="cover" src="\#(first)" alt="Cover of Album 0 by Artist 0""#))
        #expect(html.contains(#"<span class="cover tile" aria-hidden="true">A</span>"#), "a tile for the album without a cover")
        #expect(html.contains(#"<span class="cover tile" aria-hidden="true">U</span>"#), "a tile for the unmapped album")
        #expect(!html.contains("coverartarchive") && !html.contains("archive.org") && !html.contains("127.0.0.1"))
        let copied = try FileManager.default.contentsOfDirectory(atPath: folder + "/covers").sorted()
        #expect(copied.count == 5)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + first)) == Data(contentsOf: URL(fileURLWithPath: Self.coverCache(home) + "/\(Self.mbid(0))-1000-250.jpg")))
        let grid = try String(contentsOfFile: folder + "/charts/album-grid.svg", encoding: .utf8)
        #expect(grid.contains(#"href="../\#(first)""#))
        // The list shows the covers; the grid is offered as a picture, which, opened as a document
        // of its own, loads them from the folder beside the page.
        #expect(html.contains(#"<a href="charts/album-grid.svg">Top albums&#39; covers</a>"#))
        #expect(!html.contains(#"<img src="charts/album-grid.svg""#) && html.contains(#"<img src="charts/activity.svg""#))
        // The poster PNG has the first album's red cover drawn in it.
        let poster = try RasterImage.png(file: folder + "/charts/poster.png")
        var red = 0
        for y in stride(from: 0, to: poster.height, by: 4) {
            for x in stride(from: 0, to: poster.width, by: 4) {
                if let p = poster.rgb(x: x, y: y), p.red > 200, p.green < 50, p.blue < 30 { red += 1 }
            }
        }
        #expect(red > 200, "the first album's cover is on the poster (\(red) samples)")
        // Written again after a cover left the cache: its copy leaves the report too.
        try FileManager.default.removeItem(atPath: Self.coverCache(home) + "/\(Self.mbid(4))-1004-250.jpg")
        let rewritten = try await Self.run(["year", "2025", "--user", "rob", "--timezone", "UTC", "--out", out], home: home)
        #expect(rewritten.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/covers").count == 4)
        #expect(!(try String(contentsOfFile: folder + "/index.html", encoding: .utf8)).contains("\(Self.mbid(4))-1004"))
        // The same cache gives the same bytes.
        let again = try await Self.run(["year", "2025", "--user", "rob", "--timezone", "UTC", "--out", home.path + "/again"], home: home)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/charts/album-grid.svg")) == Data(contentsOf: URL(fileURLWithPath: home.path + "/again/rob/year/2025/charts/album-grid.svg")))
    }
}

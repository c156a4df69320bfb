import CairoCanvas
import ChartKit
import Foundation
import ListenBrainzTestServer
import ListenModel
import Testing

@testable import ListenStatsCLI

/// `run` with `fetch_covers: true`: sync, covers, then the site, all over loopback.
@Suite("listenstats run with covers")
struct RunCoversTests {
    struct Solid: Chart {
        var theme: Theme { .light }
        var title: String { "solid" }
        var summary: String { "one colour" }
        func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
            scene.fill(frame, Color(red: 0.2, green: 0.6, blue: 0.9))
        }
    }

    static let release = "11111111-2222-4333-8444-555555555555"

    @Test("covers are fetched after the sync and the site's pages show them; an unreachable archive is only a warning")
    func fetchesThenPublishes() async throws {
        let server = try FakeListenBrainz.start()
        let mapping = MBIDMapping(
            recordingMBID: "aaaaaaaa-2222-4333-8444-555555555555", recordingName: "Song", releaseMBID: Self.release,
            artists: [CreditedArtist(name: "Band", mbid: "bbbbbbbb-2222-4333-8444-555555555555")], caaID: 42,
            caaReleaseMBID: Self.release)
        let track = Track(artistName: "Band", trackName: "Song", releaseName: "Record", mapping: mapping)
        server.state.add(
            (0..<5).map { Listen(listenedAt: 1_763_000_000 + Int64($0) * 300, track: track, source: .listenbrainz) },
            user: "rob")
        let archive = try FakeCoverArchive.start()
        archive.state.setCover(
            try ChartRenderer.renderJPEG(Solid(), size: ChartSize(width: 250, height: 250)), mbid: Self.release, caaID: 42)

        var fixture = try RunFixture(users: ["rob"])
        fixture.configuration.fetchCovers = true
        fixture.environment = [
            "LISTENBRAINZ_API_URL": server.baseURL.absoluteString, "LISTENSTATS_COVER_ART_URL": archive.baseURL.absoluteString,
        ]
        let first = try await fixture.invocation(.standard).perform()
        #expect(first.exitStatus == .success)
        #expect(first.users[0].steps.map(\.step) == ["sync", "covers"])
        #expect(first.users[0].steps[1].state == .done(.changed("covers: 1 fetched, 0 already cached, 0 without a cover (of 1)")))
        #expect(FileManager.default.fileExists(atPath: fixture.paths.coverCache + "/\(Self.release)-42-250.jpg"))
        // Every report page (artist, album and track pages show no covers yet).
        let pages = try FileManager.default.subpathsOfDirectory(atPath: fixture.paths.output).filter {
            $0.hasSuffix("index.html") && $0.split(separator: "/").count == 4
                && !["artist", "album", "track"].contains($0.split(separator: "/")[1])
        }
        #expect(!pages.isEmpty)
        for page in pages {
            let html = try String(contentsOfFile: fixture.paths.output + "/" + page, encoding: .utf8)
            #expect(html.contains(#"<img class="cover" src="covers/\#(Self.release)-42-250.jpg" alt="Cover of Record by Band""#), "\(page)")
            let copy = URL(fileURLWithPath: fixture.paths.output + "/" + page).deletingLastPathComponent().appendingPathComponent("covers/\(Self.release)-42-250.jpg")
            #expect(FileManager.default.fileExists(atPath: copy.path), "\(page) has its own copy")
        }

        // Later the archive is gone: the run still succeeds (nothing new), with a warning. Gone
        // as port 1 is (nothing listens there): the stopped archive's port can be given to
        // another test's server meanwhile, which would answer.
        archive.stop()
        fixture.environment["LISTENSTATS_COVER_ART_URL"] = "http://127.0.0.1:1/"
        try FileManager.default.removeItem(atPath: fixture.paths.coverCache)
        let second = try await fixture.invocation(.standard).perform()
        #expect(second.exitStatus == .nothingToDo)
        #expect(second.users[0].steps[1].state == .done(.unchanged("covers: the archive was unavailable")))
        #expect(fixture.output.text.contains("could not fetch any of 1 covers"))
        server.stop()
    }
}

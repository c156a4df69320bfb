import Foundation
import ListenModel
import Testing

@testable import Reports

/// The top lists' covers: thumbnails where the page has a copy, tiles where it has none, and
/// nothing at all on a page without covers.
@Suite("Cover thumbnails in top lists")
struct CoverRowsTests {
    static let release = "1b1b6f9e-24f4-4c7d-9e0e-5c3f1e64d5a8"
    static let hostile = "<img src=x onerror=alert(1)>"

    static func content(withCover: Bool) -> ReportContent {
        var content = ReportFixtures.weeklyContent(artistName: hostile)
        content.stats.topReleases[0].caaID = 77
        content.stats.topReleases[0].caaReleaseMBID = release
        if withCover { content.coverPaths = ["\(release)-77-250.jpg": "covers/\(release)-77-250.jpg"] }
        return content
    }

    @Test("a cached cover is a thumbnail with escaped alt text naming the album; the others get tiles")
    func thumbnails() throws {
        let directory = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ReportWriter(templates: try ReportFixtures.templates()).write(Self.content(withCover: true), to: directory)
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"<img class="cover" src="covers/\#(Self.release)-77-250.jpg" alt="Cover of ( ) by &lt;img src=x onerror=alert(1)&gt;" width="40" height="40" loading="lazy">"#))
        #expect(html.contains(#"<span class="cover tile" aria-hidden="true">B</span>"#), "Back_to_[Basics] has no cover")
        #expect(!html.contains("<img src=x"))
        let albums = TopListSection.albums(Self.content(withCover: true), charts: [])
        #expect(albums.rows.map(\.hasCover) == [true, false] && albums.rows.map(\.hasCoverTile) == [false, true])
    }

    @Test("a page with no cover copied shows neither thumbnails nor tiles")
    func noCovers() throws {
        let albums = TopListSection.albums(Self.content(withCover: false), charts: [])
        #expect(albums.rows.allSatisfy { !$0.hasCover && !$0.hasCoverTile })
        let tracks = TopListSection.tracks(Self.content(withCover: false), charts: [])
        #expect(tracks.rows.allSatisfy { !$0.hasCover && !$0.hasCoverTile })
        #expect(ReportCovers.wanted(by: Self.content(withCover: false)).map(\.fileName) == ["\(Self.release)-77-250.jpg"])
    }
}

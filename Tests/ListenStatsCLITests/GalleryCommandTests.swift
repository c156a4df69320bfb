import Foundation
import Testing

@testable import Reports

/// `listenstats gallery` (the hidden command `scripts/gallery.sh` runs), on the real executable.
@Suite("listenstats gallery")
struct GalleryCommandTests {
    @Test("every chart of the catalogue light and dark, and an index whose every picture and link is a file written; a templates folder without the gallery page is 78 before a file is written")
    func gallery() async throws {
        let home = try TemporaryDirectory()
        let out = home.path + "/gallery"
        let outcome = try await ExecutableExitCodeTests.running(["gallery", "--out", out], home: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let linked = Set(index.matches(of: /(?:src|href)="([^"]+)"/).map { String($0.output.1) })
        // The week's activity and each section chart, a PNG and an SVG per theme, posters a PDF too.
        #expect(index.matches(of: /<section>/).count == ReportSections.charts.count + 1)
        #expect(linked.count >= 4 * (ReportSections.charts.count + 1))
        #expect(linked.union(["index.html"]) == files, "\(files.symmetricDifference(linked.union(["index.html"])).sorted())")
        for png in files where png.hasSuffix(".png") {
            let head = try FileHandle(forReadingFrom: URL(fileURLWithPath: out + "/" + png)).readData(ofLength: 8)
            #expect(head == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(png)")
        }
        #expect(index.contains(#"alt="Top artists&#39; rank per bucket as a bump chart, 2025, dark theme""#), "captions are escaped")

        // A user's templates folder from before the gallery had a page of its own.
        let templates = URL(fileURLWithPath: home.path + "/Templates")
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: shipped, to: templates)
        try FileManager.default.removeItem(at: templates.appendingPathComponent("html/gallery.mustache"))
        let elsewhere = home.path + "/elsewhere"
        let refused = try await ExecutableExitCodeTests.running(
            ["gallery", "--out", elsewhere], home: home, environment: ["LISTENSTATS_TEMPLATES": templates.path])
        #expect(refused.status == 78)
        #expect(refused.standardError.contains("template html/gallery.mustache is missing from \(templates.path)"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }
}

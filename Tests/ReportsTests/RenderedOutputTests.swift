import Foundation
import Testing

@testable import Reports

/// The reports as real consumers see them: GitHub-flavoured Markdown through `cmark-gfm`, the
/// page through headless Chromium.
@Suite("Rendered output")
struct RenderedOutputTests {
    static let hostile = "<img src=x onerror=alert(1)>"

    func writeReport() throws -> URL {
        let directory = ReportFixtures.temporaryDirectory()
        try ReportWriter(templates: try ReportFixtures.templates())
            .write(ReportFixtures.weeklyContent(artistName: Self.hostile), to: directory)
        return directory
    }

    @Test("cmark-gfm reads report.md as tables with every name as text", ExternalTool.needed("cmark-gfm"))
    func markdownParses() throws {
        let directory = try writeReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let markdown = try Data(contentsOf: directory.appendingPathComponent("report.md"))
        let cmark = try #require(ExternalTool.find("cmark-gfm"))
        // --unsafe passes raw HTML through: only escaping keeps the hostile name inert.
        let result = try cmark.run(["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink"], input: markdown)
        #expect(result.status == 0)
        let html = result.stdout
        #expect(html.components(separatedBy: "<table>").count - 1 == 8, "summary, activity, three top lists, heatmap, discoveries, loved")
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<b>bold</b>"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("Fish | Chips *Live* $5 &amp; &quot;Co&quot; 'n'"))
        #expect(html.contains("<td>Back_to_[Basics]</td>"))
        #expect(html.contains("<img src=\"charts/activity.png\" alt=\"Bars of listens per day\" />"))
    }

    func chromium(_ arguments: [String], page: URL, profile: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let browser = try #require(ExternalTool.find("chromium"))
        return try browser.run(
            ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
             "--enable-logging=stderr", "--v=0"] + arguments + [page.absoluteString])
    }

    @Test("Chromium draws the page at phone width with no console errors", ExternalTool.needed("chromium"))
    func browserScreenshot() throws {
        let directory = try writeReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("index.html")
        let screenshot = directory.appendingPathComponent("shot.png")
        let result = try chromium(
            ["--screenshot=\(screenshot.path)", "--window-size=375,800"], page: page,
            profile: directory.appendingPathComponent("profile"))
        #expect(!result.stderr.contains(":CONSOLE"), "console messages: \(result.stderr)")
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 375)
        // A blank or one-line page compresses to about 3 KB; the report is far richer.
        #expect(png.count > 15_000, "the screenshot looks blank (\(png.count) bytes)")
    }

    @Test("Chromium's DOM holds the hostile name as text, not as an element", ExternalTool.needed("chromium"))
    func browserDOM() throws {
        let directory = try writeReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try chromium(
            ["--dump-dom"], page: directory.appendingPathComponent("index.html"),
            profile: directory.appendingPathComponent("profile"))
        #expect(result.stdout.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!result.stdout.contains("<img src=\"x\""))
        #expect(!result.stdout.contains("<b>bold</b>"))
    }

    @Test("the console check does see an error on a page that has one", ExternalTool.needed("chromium"))
    func consoleCheckWorks() throws {
        let directory = ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("bad.html")
        try "<!DOCTYPE html><p>x</p><script>undefinedFunction()</script>".write(to: page, atomically: true, encoding: .utf8)
        let result = try chromium(["--dump-dom"], page: page, profile: directory.appendingPathComponent("profile"))
        #expect(result.stderr.contains(":CONSOLE"))
    }
}

import Foundation
import Mustache
import Testing

@testable import Reports

@Suite("HTML escaping by bytes")
struct HTMLByteContentTypeTests {
    @Test(
        "escapes as swift-mustache's own HTML escaping does",
        arguments: EscapingTests.hostileNames + ["", "plain", "1,234", "a & b < c > d \"e\" 'f'", "坂本龍一 & فيروز", "🎸<"])
    func sameAsMustache(text: String) throws {
        // swift-mustache's default escaping, through a template without the pragma.
        let template = try MustacheTemplate(string: "{{text}}")
        #expect(HTMLByteContentType.escape(text) == template.render(["text": text]))
    }

    @Test("a quote or bracket with a combining mark after it is escaped too: it would end an attribute")
    func combiningMarks() throws {
        // Kept out of #expect, whose expansion cannot quote these literals.
        let quote = "x\"\u{301}"
        let name = quote + " onmouseover=alert(1) <\u{338}b>"
        let escaped = "x&quot;\u{301} onmouseover=alert(1) &lt;\u{338}b&gt;"
        #expect(HTMLByteContentType.escape(name) == escaped)
        // swift-mustache's escaper sees the quote and its mark as one character and leaves it.
        let byMustache = try MustacheTemplate(string: "{{text}}").render(["text": name])
        #expect(byMustache.contains(quote))
        // Every HTML template of a library escapes with bytes.
        let templates = try ReportFixtures.templates()
        let html = try templates.render("not-found", in: .html, ["title": name, "generator": "listenstats"])
        #expect(html.contains(escaped))
        #expect(!html.contains(quote))
    }

    @Test("a control character XML cannot spell becomes U+FFFD, in a page and in the feed; tab, line feed and return stay")
    func controlCharacters() throws {
        #expect(HTMLByteContentType.escape("bad\u{7}name\u{0}\u{1B}[31m") == "bad\u{FFFD}name\u{FFFD}\u{FFFD}[31m")
        #expect(HTMLByteContentType.escape("a\tb\nc\rd") == "a\tb\nc\rd")
        let templates = try ReportFixtures.templates()
        let feed = try templates.render(
            "feed", in: .atom,
            FeedView(
                title: "rob\u{7}", id: "urn:x", updated: "2026-11-23T00:00:00Z", generator: "listenstats",
                indexURL: "index.html", hasSelfURL: false, selfURL: "", entries: []))
        #expect(!feed.utf8.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        #expect(feed.contains("rob\u{FFFD}"))
    }
}

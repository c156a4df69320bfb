import Testing

@testable import ChartKit

@Suite("The one markup escaper, in its HTML and XML dialects")
struct MarkupEscapingTests {
    @Test("the five characters become references; the apostrophe is each dialect's own")
    func fiveCharacters() {
        #expect(MarkupEscaping.html.escape(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(MarkupEscaping.xml.escape("Jerry's") == "Jerry&apos;s")
    }

    @Test("a quote a combining mark follows is escaped too: the escaper reads bytes, not characters")
    func combiningMark() {
        #expect(MarkupEscaping.html.escape("\"\u{301}") == "&quot;\u{301}")
    }

    @Test("controls XML cannot spell: U+FFFD in HTML, left out of XML with U+FFFE and U+FFFF; tab, line feed and return stay")
    func forbidden() {
        let text = "a\u{7}b\u{FFFE}c\u{FFFF}d\t\n\re\u{FFFD}"
        #expect(MarkupEscaping.html.escape(text) == "a\u{FFFD}b\u{FFFE}c\u{FFFF}d\t\n\re\u{FFFD}")
        #expect(MarkupEscaping.xml.escape(text) == "abcd\t\n\re\u{FFFD}")
        #expect(MarkupEscaping.xml.escape("日本語 ＡＢ") == "日本語 ＡＢ", "other three-byte sequences starting EF stay")
    }

    @Test("text with nothing to escape comes back as it is")
    func unchanged() {
        #expect(MarkupEscaping.html.escape("坂本龍一 — Кино") == "坂本龍一 — Кино")
    }
}

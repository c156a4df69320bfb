import ChartKit
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects the character data of every `<text>` element and the `<title>`.
final class SVGTextCollector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var title = ""
    private var current: String?
    private var inTitle = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "text" { current = "" }
        if name == "title" { inTitle = true }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { current! += string }
        if inTitle { title += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text = current { texts.append(text) }
        if name == "text" { current = nil }
        if name == "title" { inTitle = false }
    }

    /// Parses `document`; nil when it is not well-formed XML.
    static func collect(_ document: String) -> SVGTextCollector? {
        let parser = XMLParser(data: Data(document.utf8))
        let collector = SVGTextCollector()
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }
}

@Suite("SVG canvas")
struct SVGCanvasTests {
    static let awkwardNames = ["<script>alert(1)</script>", "Tom & Jerry \"Live\" | $HOME *", "a'b", "坂本龍一", "فيروز", "🌙"]

    @Test("text with markup, quotes and ampersands comes back unchanged from an XML parser")
    func escapesText() throws {
        var scene = Scene(size: ChartSize(width: 200, height: 100), background: Theme.light.background, title: "<b>Title</b> & co", summary: "a < b")
        for (index, name) in SVGCanvasTests.awkwardNames.enumerated() {
            scene.text(TextMark(name, at: Point(x: 10, y: Double(index) * 12), font: Font(size: 10), color: Theme.light.text))
        }
        let canvas = SVGCanvas()
        scene.draw(on: canvas)
        let parsed = try #require(SVGTextCollector.collect(canvas.document))
        #expect(parsed.texts == SVGCanvasTests.awkwardNames)
        #expect(parsed.title == "<b>Title</b> & co")
        #expect(!canvas.document.contains("<script>"))
    }

    @Test("control characters XML forbids are dropped, not written")
    func dropsControls() {
        #expect("a\u{0}b\u{1B}c\nd".xmlEscaped == "abc\nd")
    }

    @Test("the same scene writes the same bytes twice")
    func deterministic() {
        var scene = Scene(size: ChartSize(width: 50, height: 50), background: Theme.dark.background, title: "t", summary: "s")
        scene.fill(Path(roundedRect: Rect(x: 1, y: 2, width: 30, height: 20), radius: 4), Theme.dark.accent.withAlpha(0.5))
        scene.add(.clipped(Rect(x: 0, y: 0, width: 10, height: 10), [.fill(Path(circleAt: Point(x: 5, y: 5), radius: 5), Theme.dark.rise)]))
        let first = SVGCanvas()
        let second = SVGCanvas()
        scene.draw(on: first)
        scene.draw(on: second)
        #expect(first.document == second.document)
        #expect(SVGTextCollector.collect(first.document) != nil)
        #expect(first.document.contains("fill-opacity=\"0.5\""))
    }
}

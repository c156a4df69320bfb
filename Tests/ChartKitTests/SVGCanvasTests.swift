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

    @Test("lines are written relative to the rounded point before, so a long border never drifts; moves, curves and closes stay exact")
    func relativeLines() {
        var path = Path()
        path.move(to: Point(x: 10.004, y: 20))
        // Thirds of a point: rounded one by one they would add up to 0.99, not 1.
        for step in 1...3 { path.line(to: Point(x: 10 + Double(step) / 3, y: 20 - Double(step) * 1.5)) }
        path.close()
        path.line(to: Point(x: 12, y: 20))
        path.curve(to: Point(x: 5, y: 5), control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 4))
        path.line(to: Point(x: 5, y: 6.25))
        // After Z the current point is the start again (10, 20).
        #expect(path.svgData == "M10 20l0.33-1.5 0.34-1.5 0.33-1.5Zl2 0C1 2 3 4 5 5l0 1.25")
        // Summed, the offsets reach the absolute point as written before: 10 + 0.33 + 0.34 + 0.33.
    }

    @Test("a fill and a stroke of the same path become one element; of another path, two; a rectangle is a <rect>")
    func mergesFillAndStroke() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        var scene = Scene(size: ChartSize(width: 10, height: 10), background: Theme.light.background, title: "t", summary: "s")
        scene.fill(square, Theme.light.accent)
        scene.stroke(square, Theme.light.background, lineWidth: 0.5)
        scene.fill(square, Theme.light.rise)
        scene.stroke(Path(rect: Rect(x: 1, y: 1, width: 2, height: 2)), Theme.light.text, lineWidth: 1)
        scene.fill(square, Theme.light.fall)
        let canvas = SVGCanvas()
        scene.draw(on: canvas)
        // The background is the first <rect>; every shape after it is one line.
        let paths = canvas.document.components(separatedBy: "\n").filter { $0.hasPrefix("<rect x=") || $0.hasPrefix("<path ") }
        #expect(paths.count == 4)
        #expect(paths[0].contains("fill=\"\(Theme.light.accent.hexString)\" stroke=\"\(Theme.light.background.hexString)\""))
        #expect(paths[1] == "<rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"\(Theme.light.rise.hexString)\"/>")
        #expect(paths[2].contains("fill=\"none\""))
        // The last fill, with nothing after it, is still written.
        #expect(paths[3].contains(Theme.light.fall.hexString))
        #expect(SVGTextCollector.collect(canvas.document) != nil)
    }

    @Test("a rounded rectangle is a <rect> with rx; changed after it was made, a <path> again")
    func roundedRectangles() {
        let rounded = Path(roundedRect: Rect(x: 1, y: 2, width: 30, height: 20), radius: 4)
        #expect(rounded.rectangle == Path.Rectangle(rect: Rect(x: 1, y: 2, width: 30, height: 20), radius: 4))
        var extended = rounded
        extended.line(to: Point(x: 0, y: 0))
        #expect(extended.rectangle == nil)
        // Too small to round: a plain rectangle.
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 0.01, height: 5), radius: 3).rectangle?.radius == 0)
        var scene = Scene(size: ChartSize(width: 40, height: 40), background: Theme.light.background, title: "t", summary: "s")
        scene.fill(rounded, Theme.light.accent)
        scene.fill(extended, Theme.light.accent)
        let canvas = SVGCanvas()
        scene.draw(on: canvas)
        #expect(canvas.document.contains("<rect x=\"1\" y=\"2\" width=\"30\" height=\"20\" rx=\"4\" fill="))
        #expect(canvas.document.contains("<path d=\"M5 2l22 0C"))
    }
}

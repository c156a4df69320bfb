import ChartKit
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every painted element of an SVG in document order: its name, attributes and classes.
final class SVGPaintCollector: NSObject, XMLParserDelegate {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element] = []
    var style = ""
    var root: [String: String] = [:]
    private var inStyle = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "svg" { root = attributes }
        if name == "style" { inStyle = true }
        if ["rect", "path", "text"].contains(name), attributes["fill"] != nil || attributes["stroke"] != nil {
            elements.append(Element(name: name, attributes: attributes))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inStyle { style += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "style" { inStyle = false }
    }

    static func collect(_ document: String) -> SVGPaintCollector? {
        let parser = XMLParser(data: Data(document.utf8))
        let collector = SVGPaintCollector()
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }
}

/// The other theme as a browser would paint it from the document's rules: a class rule beats
/// an attribute rule (both have one scope and one selector part; classes come later), and an
/// attribute with no rule keeps its colour.
struct ThemedPaint {
    /// Selector ("[fill=\"#ffffff\"]" or ".t0") to declarations ("fill" → "#12161c").
    var rules: [String: [String: String]] = [:]
    var scope = ""

    init(style: String) {
        let pattern = #/\[data-chart="([^"]*)"\] ([^{]+)\{([^}]*)\}/#
        for match in style.matches(of: pattern) {
            scope = String(match.1)
            var declarations: [String: String] = [:]
            for part in match.3.split(separator: ";") {
                let pair = part.split(separator: ":", maxSplits: 1).map(String.init)
                if pair.count == 2 { declarations[pair[0]] = pair[1] }
            }
            rules[String(match.2), default: [:]].merge(declarations) { _, new in new }
        }
    }

    /// `element`'s paint attributes in the other theme.
    func paint(_ element: SVGPaintCollector.Element) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in ["fill", "stroke"] {
            guard let base = element.attributes[attribute] else { continue }
            var value = base
            var opacity = element.attributes[attribute + "-opacity"]
            var applied: [String: String] = rules["[\(attribute)=\"\(base)\"]"] ?? [:]
            for name in (element.attributes["class"] ?? "").split(separator: " ") {
                for (key, declared) in rules[".\(name)"] ?? [:] where key.hasPrefix(attribute) { applied[key] = declared }
            }
            if let declared = applied[attribute] { value = declared }
            if let declared = applied[attribute + "-opacity"] { opacity = declared == "1" ? nil : declared }
            result[attribute] = value
            if let opacity { result[attribute + "-opacity"] = opacity }
        }
        return result
    }
}

@Suite("SVG in two themes")
struct SVGThemedTests {
    /// A chart-like scene in `theme`: the background, grid lines, translucent bars, a
    /// fill and stroke of one path, text on a light cell (dark in both themes), a clipped ramp.
    static func scene(_ theme: Theme, label: String = "Mon") -> Scene {
        var scene = Scene(size: ChartSize(width: 300, height: 200), background: theme.background, title: "Week", summary: "Bars")
        scene.text(TextMark("Week 47", at: Point(x: 10, y: 20), font: Font(size: 18).bold(), color: theme.text))
        scene.text(TextMark(label, at: Point(x: 10, y: 40), font: Font(size: 12), color: theme.mutedText))
        for index in 0..<4 {
            scene.stroke(Path(rect: Rect(x: 0, y: 50 + Double(index) * 20, width: 300, height: 0)), theme.grid)
            scene.fill(Rect(x: 20 + Double(index) * 40, y: 60, width: 30, height: 100), theme.accent.withAlpha(index == 0 ? 1 : 0.78))
        }
        let outlined = Path(rect: Rect(x: 200, y: 60, width: 40, height: 40))
        scene.fill(outlined, theme.surface)
        scene.stroke(outlined, theme.ghost, lineWidth: 2)
        // Light text on the lightest ramp cell in the light theme, the same dark text in both.
        let cell = Color(hex: 0xC4E8FF)
        scene.fill(Rect(x: 250, y: 60, width: 40, height: 40), cell)
        scene.text(TextMark("12", at: Point(x: 255, y: 80), font: Font(size: 12), color: theme.text(on: cell)))
        var ramp: [SceneItem] = []
        for step in 0..<5 {
            ramp.append(.fill(Path(rect: Rect(x: Double(step) * 20, y: 170, width: 18, height: 18)), theme.ramp.color(at: Double(step) / 4)))
        }
        scene.add(.clipped(Rect(x: 0, y: 160, width: 300, height: 40), ramp))
        // Last, a fill of one colour in both themes, which the bars' rule would repaint: its
        // class's rule is written after the drawing ends.
        scene.fill(Rect(x: 280, y: 0, width: 20, height: 20), Color(hex: 0x0072B2))
        return scene
    }

    static func document(_ scene: Scene) -> String {
        let canvas = SVGCanvas()
        scene.draw(on: canvas)
        return canvas.document
    }

    @Test("one document paints the base theme by its attributes and, by its rules, exactly the other theme's colours")
    func paintsBothThemes() throws {
        for (base, other) in [(Theme.light, Theme.dark), (Theme.dark, Theme.light)] {
            let canvas = SVGCanvas()
            #expect(canvas.drawThemed(Self.scene(base), alternate: Self.scene(other), scheme: other.name, scope: "top-artists"))
            let themed = try #require(SVGPaintCollector.collect(canvas.document))
            let plainBase = try #require(SVGPaintCollector.collect(Self.document(Self.scene(base))))
            let plainOther = try #require(SVGPaintCollector.collect(Self.document(Self.scene(other))))
            #expect(themed.root["data-chart"] == "top-artists")
            #expect(canvas.document.contains("@media (prefers-color-scheme: \(other.name))"))
            // Without the rules: the base theme's document, element for element.
            #expect(themed.elements.map { $0.attributes.filter { $0.key != "class" } } == plainBase.elements.map(\.attributes))
            // With them: the other theme's paint, element for element.
            let rules = ThemedPaint(style: themed.style)
            #expect(rules.scope == "top-artists")
            #expect(themed.elements.count == plainOther.elements.count)
            for (element, expected) in zip(themed.elements, plainOther.elements) {
                let wanted = expected.attributes.filter { ["fill", "stroke", "fill-opacity", "stroke-opacity"].contains($0.key) }
                #expect(rules.paint(element) == wanted, "\(element)")
            }
            // Drawn on the light theme, the text on the light cell keeps its colour while the
            // other text of that colour changes: it needs a class of its own.
            if base == .light { #expect(themed.elements.contains { $0.name == "text" && $0.attributes["class"] != nil }) }
            #expect(themed.elements.filter { $0.attributes["class"] != nil }.count * 4 < themed.elements.count, "most elements need no class")
        }
    }

    @Test("scenes that differ in more than colour are refused, and nothing is drawn")
    func refusesOtherLayouts() {
        let canvas = SVGCanvas()
        #expect(!canvas.drawThemed(Self.scene(.light), alternate: Self.scene(.dark, label: "Tue"), scheme: "dark", scope: "a"))
        var moved = Self.scene(.dark)
        moved.fill(Rect(x: 1, y: 1, width: 2, height: 2), Theme.dark.accent)
        #expect(!canvas.drawThemed(Self.scene(.light), alternate: moved, scheme: "dark", scope: "a"))
        var resized = Self.scene(.dark)
        resized.size = ChartSize(width: 301, height: 200)
        #expect(!canvas.drawThemed(Self.scene(.light), alternate: resized, scheme: "dark", scope: "a"))
    }

    @Test("a document of its own (no scope) states its rules unconfined and places a rectangle size drawn three times or more with <use>")
    func documentOfItsOwn() throws {
        let canvas = SVGCanvas()
        #expect(canvas.drawThemed(Self.scene(.light), alternate: Self.scene(.dark), scheme: "dark", scope: nil))
        let document = canvas.document
        let themed = try #require(SVGPaintCollector.collect(document))
        #expect(themed.root["data-chart"] == nil && !themed.style.contains("data-chart"))
        #expect(themed.style.contains("\n[fill=\"#ffffff\"]{fill:"))
        // Four grid lines of 300 × 0, four bars of 30 × 100 and five ramp cells of 18 × 18:
        // the first two of each whole, the rest placed; the two 40 × 40 squares stay whole.
        #expect(
            document.contains(
                "<defs>\n<rect id=\"r1\" width=\"300\" height=\"0\"/>\n<rect id=\"r2\" width=\"30\" height=\"100\"/>\n"
                    + "<rect id=\"r3\" width=\"18\" height=\"18\"/>\n</defs>\n"))
        #expect(document.components(separatedBy: "<use href=\"#r2\"").count - 1 == 2)
        #expect(document.components(separatedBy: "<use href=\"#r3\"").count - 1 == 3)
        #expect(!document.contains("id=\"r4\""))
        // A placed bar keeps its paint and position, a placed line its stroke.
        #expect(document.contains("<use href=\"#r2\" x=\"100\" y=\"60\" fill=\"#0072b2\" fill-opacity=\"0.78\"/>"))
        #expect(document.contains("<use href=\"#r1\" x=\"0\" y=\"90\" fill=\"none\" stroke=\"#e1e5ea\" stroke-width=\"1\"/>"))
    }

    @Test("the scope keeps only characters safe in an attribute and a CSS string")
    func sanitisesScope() throws {
        let canvas = SVGCanvas()
        #expect(canvas.drawThemed(Self.scene(.light), alternate: Self.scene(.dark), scheme: "dark", scope: "top\"] *{fill:red} [x=\"artists"))
        let themed = try #require(SVGPaintCollector.collect(canvas.document))
        #expect(themed.root["data-chart"] == "topfillredxartists")
        #expect(!themed.style.contains("red}"))
    }

    @Test("the default font family and round joins are said once; xml:space only on text whose spaces XML would change")
    func inheritedAttributes() throws {
        var scene = Scene(size: ChartSize(width: 100, height: 100), background: Theme.light.background, title: "t", summary: "s")
        let texts = ["plain words", "two  spaces", " leading", "trailing ", "tab\there"]
        for (index, text) in texts.enumerated() {
            scene.text(TextMark(text, at: Point(x: 1, y: Double(index) * 10), font: Font(size: 9), color: Theme.light.text))
        }
        scene.text(TextMark("mono", at: Point(x: 1, y: 60), font: Font(size: 9, family: "DejaVu Sans Mono"), color: Theme.light.text))
        scene.stroke(Path(rect: Rect(x: 1, y: 1, width: 5, height: 5)), Theme.light.grid)
        let document = Self.document(scene)
        let parsed = try #require(SVGTextCollector.collect(document))
        #expect(parsed.texts == texts + ["mono"])
        let lines = document.split(separator: "\n").map(String.init)
        let textLines = lines.filter { $0.hasPrefix("<text") }
        #expect(textLines.map { $0.contains("xml:space=\"preserve\"") } == [false, true, true, true, true, false])
        #expect(textLines.map { $0.contains("font-family") } == [false, false, false, false, false, true])
        #expect(lines.contains { $0.hasPrefix("<svg") && $0.contains("font-family=\"DejaVu Sans, Noto Sans CJK JP, sans-serif\"") && $0.contains("stroke-linejoin=\"round\"") })
        #expect(!lines.contains { !$0.hasPrefix("<svg") && $0.contains("stroke-linejoin") })
    }
}

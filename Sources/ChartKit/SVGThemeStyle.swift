/// The CSS that repaints a chart drawn in one theme in the other: for each painted attribute
/// and base colour, the other theme's colour most of its elements take, as an attribute
/// selector (`[fill="#0072b2"]{fill:#56b4e9}`), so most elements carry nothing extra; an
/// element whose other colour differs from its attribute's rule (text drawn on a light cell in
/// both themes) gets a class of its own, whose rule comes later and wins.
final class SVGThemeStyle {
    /// A colour as the document writes it: hex, and opacity when not opaque.
    struct Paint: Hashable {
        var hex: String
        var opacity: String?

        init(_ color: Color) {
            hex = color.hexString
            opacity = color.alpha < 1 ? color.alpha.compactDecimal : nil
        }
    }

    /// One element's colours: its attribute ("fill" or "stroke"), its base and its other paint.
    struct Pairing: Hashable {
        var attribute: String
        var base: Paint
        var other: Paint
    }

    /// The `data-chart` value the rules are confined to; nil for a chart that is a document of
    /// its own (a file a page shows as an image), whose rules need no confining.
    let scope: String?
    let scheme: String
    /// Per attribute and base hex, the pairing its selector rule states (most elements').
    private var rules: [String: Pairing] = [:]
    private var ruleOrder: [String] = []
    /// Exception classes, named in the order first needed.
    private var exceptions: [Pairing: String] = [:]
    private var exceptionOrder: [Pairing] = []

    /// Nil when the scenes are not the same items in two colourings.
    init?(base: Scene, alternate: Scene, scheme: String, scope: String?) {
        // Only characters that need no escaping in an attribute or a CSS string.
        self.scope = scope.map { scope in
            String(
                String.UnicodeScalarView(
                    scope.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }))
        }
        self.scheme = scheme == "light" ? "light" : "dark"
        var counts: [Pairing: Int] = [:]
        var firstSeen: [Pairing] = []
        func note(_ attribute: String, _ color: Color, _ other: Color) {
            let pairing = Pairing(attribute: attribute, base: Paint(color), other: Paint(other))
            if counts[pairing] == nil { firstSeen.append(pairing) }
            counts[pairing, default: 0] += 1
        }
        note("fill", base.background, alternate.background)
        guard Self.pair(base.items, alternate.items, note) else { return nil }
        // Per attribute and base hex, the most common pairing; ties go to the first drawn.
        for pairing in firstSeen {
            let key = pairing.attribute + pairing.base.hex
            guard let current = rules[key] else {
                rules[key] = pairing
                ruleOrder.append(key)
                continue
            }
            if counts[pairing, default: 0] > counts[current, default: 0] { rules[key] = pairing }
        }
    }

    /// Walks both item lists, noting each paint pair; false when they differ in more than colour.
    private static func pair(_ items: [SceneItem], _ twins: [SceneItem], _ note: (String, Color, Color) -> Void) -> Bool {
        guard items.count == twins.count else { return false }
        for (item, other) in zip(items, twins) {
            switch (item, other) {
            case (.fill(let path, let color), .fill(let otherPath, let otherColor)):
                guard path == otherPath else { return false }
                note("fill", color, otherColor)
            case (.stroke(let path, let color, let width), .stroke(let otherPath, let otherColor, let otherWidth)):
                guard path == otherPath, width == otherWidth else { return false }
                note("stroke", color, otherColor)
            case (.text(let mark), .text(var otherMark)):
                let otherColor = otherMark.color
                otherMark.color = mark.color
                guard mark == otherMark else { return false }
                note("fill", mark.color, otherColor)
            case (.clipped(let rect, let children), .clipped(let otherRect, let otherChildren)):
                guard rect == otherRect, pair(children, otherChildren, note) else { return false }
            case (.image(let file, let rect, let fallback), .image(let otherFile, let otherRect, let otherFallback)):
                guard file == otherFile, rect == otherRect, pair(fallback, otherFallback, note) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// The class an element painting `color` as `attribute`, `other` in the other theme, needs;
    /// nil when its attribute's rule already gives it.
    func exceptionClass(_ attribute: String, _ color: Color, _ other: Color) -> String? {
        let pairing = Pairing(attribute: attribute, base: Paint(color), other: Paint(other))
        if let rule = rules[attribute + pairing.base.hex] {
            if rule == pairing { return nil }
        } else if pairing.base == pairing.other {
            return nil
        }
        if let name = exceptions[pairing] { return name }
        let name = "t\(exceptionOrder.count)"
        exceptions[pairing] = name
        exceptionOrder.append(pairing)
        return name
    }

    /// The `<style>` element, or "" when both themes paint alike.
    var css: String {
        var lines: [String] = []
        let prefix = scope.map { "[data-chart=\"" + $0 + "\"] " } ?? ""
        for key in ruleOrder {
            guard let rule = rules[key], rule.base != rule.other else { continue }
            lines.append(prefix + "[" + rule.attribute + "=\"" + rule.base.hex + "\"]{" + Self.declarations(rule) + "}")
        }
        for pairing in exceptionOrder {
            guard let name = exceptions[pairing] else { continue }
            lines.append(prefix + "." + name + "{" + Self.declarations(pairing) + "}")
        }
        guard !lines.isEmpty else { return "" }
        return "<style>@media (prefers-color-scheme: " + scheme + ") {\n" + lines.joined(separator: "\n") + "\n}</style>\n"
    }

    /// `fill:#…` (or `stroke`), and its opacity when the other theme's differs from the base's.
    private static func declarations(_ pairing: Pairing) -> String {
        var text = pairing.attribute + ":" + pairing.other.hex
        if pairing.other.opacity != pairing.base.opacity {
            text += ";" + pairing.attribute + "-opacity:" + (pairing.other.opacity ?? "1")
        }
        return text
    }
}

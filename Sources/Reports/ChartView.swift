/// A chart as templates show it: embedded SVG when there is one, links to the files otherwise.
struct ChartView: Sendable {
    var title: String
    var altText: String
    var hasInlineSVG: Bool
    /// Trusted markup drawn by the chart code, embedded unescaped; empty when not embedded.
    var inlineSVG: String
    var hasSVG: Bool
    var svgPath: String
    var hasPNG: Bool
    var pngPath: String
    /// The image Markdown links: the PNG when drawn (every renderer shows it), else the SVG.
    var imagePath: String
    var hasImage: Bool

    init(_ chart: ChartReference) {
        title = chart.title
        altText = chart.altText
        let svg = chart.inlineSVG.flatMap(Self.embeddable)
        hasInlineSVG = svg != nil
        inlineSVG = svg ?? ""
        hasSVG = chart.svgPath != nil
        svgPath = chart.svgPath ?? ""
        hasPNG = chart.pngPath != nil
        pngPath = chart.pngPath ?? ""
        imagePath = chart.pngPath ?? chart.svgPath ?? ""
        hasImage = !imagePath.isEmpty
    }

    /// The charts of `slot` in `content`, as a list of zero or one so templates need no `if`.
    static func list(_ slot: ChartSlot, in content: ReportContent) -> [ChartView] {
        content.chart(slot).map { [ChartView($0)] } ?? []
    }

    /// The SVG with any XML prolog removed, or nil when it is not a plain `<svg>` element or
    /// carries anything that could run script: such a chart is linked as a file instead.
    static func embeddable(_ svg: String) -> String? {
        var body = svg[...]
        if body.hasPrefix("<?xml"), let end = body.range(of: "?>") {
            body = body[end.upperBound...]
        }
        body = body.drop { $0.isWhitespace }
        if body.hasPrefix("<!DOCTYPE"), let end = body.range(of: ">") {
            body = body[end.upperBound...].drop { $0.isWhitespace }
        }
        guard body.hasPrefix("<svg") else { return nil }
        let lowered = body.lowercased()
        for risky in ["<script", "javascript:", "<foreignobject", " on"] where lowered.contains(risky) {
            // " on" also matches text like "Listening on Mondays"; only reject it as an attribute.
            if risky == " on", !Self.hasEventAttribute(lowered) { continue }
            return nil
        }
        return String(body)
    }

    /// Whether any tag carries an `on…=` attribute.
    static func hasEventAttribute(_ lowered: String) -> Bool {
        var inTag = false
        var previous: Character = " "
        var index = lowered.startIndex
        while index < lowered.endIndex {
            let character = lowered[index]
            if character == "<" { inTag = true } else if character == ">" { inTag = false }
            if inTag, previous.isWhitespace, lowered[index...].hasPrefix("on") {
                let name = lowered[index...].prefix { $0.isLetter }
                let after = lowered[index...].dropFirst(name.count).drop { $0.isWhitespace }
                if name.count > 2, after.first == "=" { return true }
            }
            previous = character
            index = lowered.index(after: index)
        }
        return false
    }
}

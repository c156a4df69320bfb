import Foundation

/// A canvas that writes SVG: real `<text>` elements (searchable, selectable, accessible),
/// a `<title>` and `<desc>`, and every piece of text escaped.
///
/// SVG has no font engine of its own at write time, so it measures through `measurer`: pass
/// the cairo canvas's measurer to lay out with the same metrics a browser with the same fonts uses.
///
/// What every element would repeat is said once on the `<svg>` element and inherited: the
/// default font family and round stroke joins and caps (a third of a chart's bytes were these).
/// `drawThemed` writes one document in two themes (see `SVGCanvas+Themes.swift`).
public final class SVGCanvas: Canvas {
    private let measurer: any TextMeasurer
    private var body = ""
    private var header = ""
    private var clipCount = 0
    /// A fill not written yet: when the next item strokes the same path (a map's country, an
    /// outlined bar), both go into one `<path>` and its data is written once, not twice.
    var pendingFill: (path: Path, color: Color, twin: Color?)?
    /// The other theme's colour of the item being drawn, when drawing two themes at once.
    var twin: Color?
    /// The rules that turn the drawing into its other theme; nil for a one-theme document.
    var themeStyle: SVGThemeStyle?
    /// The other theme's classes of the element being written (`themeStyle`'s exceptions).
    private var elementClasses: [String] = []
    /// Rectangles of one size drawn again and again (a heatmap's 168 cells, a calendar's 365
    /// days), each said once in `<defs>` and placed with `<use>`: a third of those charts'
    /// bytes. Only in a document of its own (`drawThemed` with no scope), where ids cannot
    /// meet another chart's on a page. Keyed by width, height and corner radius.
    private var shapeIDs: [String: String] = [:]
    private var shapesSeen: [String: Int] = [:]
    private var shapeDefinitions = ""
    var reusesShapes = false

    /// Where a picture drawn from a file is linked from instead of embedded: given the file,
    /// a URL relative to the SVG (or nil to embed it). Pages that copy covers beside
    /// themselves link them, so one cover is stored once, not base64 in every chart.
    private let imageLink: (@Sendable (String) -> String?)?

    /// Whether a picture's bytes decode (the cairo side passes its decoders); nil trusts the
    /// file's signature.
    private let imageDecodes: (@Sendable (Data) -> Bool)?

    public init(
        measurer: any TextMeasurer = EstimatedTextMeasurer(), imageLink: (@Sendable (String) -> String?)? = nil,
        imageDecodes: (@Sendable (Data) -> Bool)? = nil
    ) {
        self.measurer = measurer
        self.imageLink = imageLink
        self.imageDecodes = imageDecodes
        body.reserveCapacity(64 * 1024)
    }

    /// The finished document.
    public var document: String {
        // The last fill first: its element may need a class whose rule the style must hold.
        flushFill()
        let definitions = shapeDefinitions.isEmpty ? "" : "<defs>\n" + shapeDefinitions + "</defs>\n"
        return header + (themeStyle?.css ?? "") + definitions + body + "</svg>\n"
    }

    public func measure(_ text: String, font: Font) -> TextExtent {
        measurer.measure(text, font: font)
    }

    public func begin(size: ChartSize, background: Color, title: String, summary: String) {
        let w = size.width.compactDecimal
        let h = size.height.compactDecimal
        header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-labelledby=\"chart-title chart-desc\""
            + (themeStyle?.scope.map { " data-chart=\"" + $0 + "\"" } ?? "")
            + " font-family=\"" + Self.defaultFamily + "\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n"
            + "<title id=\"chart-title\">\(title.xmlEscaped)</title>\n"
            + "<desc id=\"chart-desc\">\(summary.xmlEscaped)</desc>\n"
        body = ""
        shapeIDs = [:]
        shapesSeen = [:]
        shapeDefinitions = ""
        clipCount = 0
        pendingFill = nil
        body += "<rect width=\"\(w)\" height=\"\(h)\"" + paint("fill", background, twin: twin) + classAttribute + "/>\n"
    }

    /// The family every text uses unless it names another, with the generic fallback a
    /// browser without these fonts uses.
    static let defaultFamily = Font.defaultFamily.xmlEscaped + ", sans-serif"

    public func fill(_ path: Path, color: Color) {
        flushFill()
        pendingFill = (path, color, twin)
    }

    public func stroke(_ path: Path, color: Color, lineWidth: Double) {
        // SVG paints a path's fill, then its stroke: the same as the two items in turn.
        let fill: String
        if let pending = pendingFill, pending.path == path {
            fill = paint("fill", pending.color, twin: pending.twin)
            pendingFill = nil
        } else {
            flushFill()
            fill = " fill=\"none\""
        }
        body += shape(path) + fill + paint("stroke", color, twin: twin)
            + " stroke-width=\"" + lineWidth.compactDecimal + "\"" + classAttribute + "/>\n"
    }

    /// The pending fill as an element of its own ("" when none).
    private var pendingFillElement: String {
        pendingFill.map { shape($0.path) + paint("fill", $0.color, twin: $0.twin) + classAttribute + "/>\n" } ?? ""
    }

    /// The element's opening and geometry: a `<rect>` for a rectangle (a fifth of the bytes
    /// of its path with four curves), else a `<path>`.
    private func shape(_ path: Path) -> String {
        guard let box = path.rectangle else { return "<path d=\"" + path.svgData + "\"" }
        if reusesShapes {
            let size = "width=\"" + box.rect.width.compactDecimal + "\" height=\"" + box.rect.height.compactDecimal + "\""
                + (box.radius > 0 ? " rx=\"" + box.radius.compactDecimal + "\"" : "")
            var id = shapeIDs[size]
            // The third rectangle of a size makes it a shape of its own (a definition pays for
            // itself from there); the first two stay whole.
            if id == nil, shapesSeen[size, default: 0] >= 2 {
                let name = "r\(shapeIDs.count + 1)"
                shapeIDs[size] = name
                shapeDefinitions += "<rect id=\"" + name + "\" " + size + "/>\n"
                id = name
            }
            shapesSeen[size, default: 0] += 1
            if let id {
                return "<use href=\"#" + id + "\" x=\"" + box.rect.x.compactDecimal + "\" y=\"" + box.rect.y.compactDecimal + "\""
            }
        }
        var element = "<rect x=\"" + box.rect.x.compactDecimal + "\" y=\"" + box.rect.y.compactDecimal + "\" width=\""
            + box.rect.width.compactDecimal + "\" height=\"" + box.rect.height.compactDecimal + "\""
        if box.radius > 0 { element += " rx=\"" + box.radius.compactDecimal + "\"" }
        return element
    }

    private func flushFill() {
        body += pendingFillElement
        pendingFill = nil
    }

    public func draw(_ text: TextMark) {
        flushFill()
        let extent = measurer.measure(text.text, font: text.font)
        let box = text.box(for: extent)
        let anchor: String
        let x: Double
        switch text.anchor.horizontal {
        case .left: anchor = "start"; x = box.minX
        case .center: anchor = "middle"; x = box.midX
        case .right: anchor = "end"; x = box.maxX
        }
        let baseline = box.minY + extent.ascent
        var element = "<text x=\"" + x.compactDecimal + "\" y=\"" + baseline.compactDecimal + "\""
        if text.font.family != Font.defaultFamily {
            element += " font-family=\"" + text.font.family.xmlEscaped + ", sans-serif\""
        }
        element += " font-size=\"" + text.font.size.compactDecimal + "\""
        if text.font.weight == .bold { element += " font-weight=\"bold\"" }
        if anchor != "start" { element += " text-anchor=\"" + anchor + "\"" }
        element += paint("fill", text.color, twin: twin) + classAttribute
        // Only text whose spaces XML would collapse or trim needs them kept.
        if Self.needsPreservedSpace(text.text) { element += " xml:space=\"preserve\"" }
        element += ">" + text.text.xmlEscaped + "</text>\n"
        body += element
    }

    public func pushClip(_ rect: Rect) {
        flushFill()
        clipCount += 1
        let id = "clip-\(clipCount)"
        body += "<clipPath id=\"\(id)\"><rect x=\"\(rect.x.compactDecimal)\" y=\"\(rect.y.compactDecimal)\" width=\"\(rect.width.compactDecimal)\" height=\"\(rect.height.compactDecimal)\"/></clipPath>\n"
        body += "<g clip-path=\"url(#\(id))\">\n"
    }

    public func popClip() {
        flushFill()
        body += "</g>\n"
    }

    /// Links the picture when `imageLink` names it (a file copied beside the page, checked by
    /// whoever copied it), else embeds it as a data URI: PNG and JPEG only, told apart by their
    /// first bytes, and only when `imageDecodes` accepts them.
    public func drawImage(file: String, in rect: Rect) -> Bool {
        flushFill()
        let href: String
        if let link = imageLink?(file) {
            // Whoever copied the file beside the page checked it decodes; not read again here.
            href = link.xmlEscaped
        } else {
            guard let data = FileManager.default.contents(atPath: file) else { return false }
            let mime: String
            if data.starts(with: SVGCanvas.pngSignature) {
                mime = "image/png"
            } else if data.starts(with: SVGCanvas.jpegSignature) {
                mime = "image/jpeg"
            } else {
                return false
            }
            // A picture the browser could not show would be a broken image: the tile instead.
            if let imageDecodes, !imageDecodes(data) { return false }
            href = "data:\(mime);base64,\(data.base64EncodedString())"
        }
        body += "<image x=\"\(rect.x.compactDecimal)\" y=\"\(rect.y.compactDecimal)\" width=\"\(rect.width.compactDecimal)\" height=\"\(rect.height.compactDecimal)\" preserveAspectRatio=\"xMidYMid slice\" href=\"\(href)\"/>\n"
        return true
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The attribute painting `color`; in a two-theme document, notes the element's class
    /// when its other theme's colour is not the one its attribute's rule gives.
    private func paint(_ attribute: String, _ color: Color, twin: Color? = nil) -> String {
        var result = " " + attribute + "=\"" + color.hexString + "\""
        if color.alpha < 1 { result += " " + attribute + "-opacity=\"" + color.alpha.compactDecimal + "\"" }
        if let themeStyle, let twin, let name = themeStyle.exceptionClass(attribute, color, twin) {
            elementClasses.append(name)
        }
        return result
    }

    /// ` class="…"` for the classes `paint` noted for this element ("" when none), and clears them.
    private var classAttribute: String {
        guard !elementClasses.isEmpty else { return "" }
        defer { elementClasses.removeAll(keepingCapacity: true) }
        return " class=\"" + elementClasses.joined(separator: " ") + "\""
    }

    /// Whether XML's default handling would change the text's spaces: a leading, trailing or
    /// doubled space, or a tab or line break.
    static func needsPreservedSpace(_ text: String) -> Bool {
        var previousSpace = true
        for byte in text.utf8 {
            switch byte {
            case 0x20:
                if previousSpace { return true }
                previousSpace = true
            case 0x09, 0x0A, 0x0D: return true
            default: previousSpace = false
            }
        }
        return previousSpace && !text.isEmpty
    }
}

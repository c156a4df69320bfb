/// A chart as templates show it: embedded SVG when there is one, links to the files otherwise.
struct ChartView: Sendable {
    /// The chart's id (`SectionChart.id`): its file's name.
    var id: String
    var title: String
    var altText: String
    /// The alt text as Markdown's `![…]` takes it (`MarkdownContentType.escapeAltText`),
    /// written unescaped by the template.
    var markdownAltText: String
    var hasInlineSVG: Bool
    /// Trusted markup drawn by the chart code, embedded unescaped; empty when not embedded.
    var inlineSVG: String
    /// The dark theme's copy, shown instead in dark mode; empty when there is none.
    var hasDarkSVG: Bool
    var inlineSVGDark: String
    var hasSVG: Bool
    var svgPath: String
    /// The page shows `svgPath` as an image, `width` by `height`, instead of inline SVG.
    var showsSVGFile: Bool
    var hasSize: Bool
    var width: String
    var height: String
    var hasPNG: Bool
    var pngPath: String
    /// The image Markdown links: the PNG when drawn (every renderer shows it), else the SVG.
    var imagePath: String
    var hasImage: Bool
    /// Whether the caption names the chart: not when the section's heading already does.
    var showsTitle = true {
        didSet { updateCaption() }
    }
    /// Whether there is a caption at all (a title or a file to link), and whether the PNG's
    /// link follows something it needs a separator from.
    var hasCaption = true
    var separatesPNG = true

    init(_ chart: ChartReference) {
        id = chart.id
        title = chart.title
        altText = chart.altText
        markdownAltText = MarkdownContentType.escapeAltText(chart.altText)
        let svg = chart.inlineSVG.flatMap(SVGEmbedding.embeddable).map { SVGEmbedding.namespacingIDs($0, prefix: chart.id) }
        hasInlineSVG = svg != nil
        inlineSVG = svg ?? ""
        // Both copies sit in one page, so their ids need prefixes of their own.
        let dark = svg == nil ? nil : chart.inlineSVGDark.flatMap(SVGEmbedding.embeddable).map {
            SVGEmbedding.namespacingIDs($0, prefix: chart.id + "-dark")
        }
        hasDarkSVG = dark != nil
        inlineSVGDark = dark ?? ""
        hasSVG = chart.svgPath != nil
        svgPath = chart.svgPath ?? ""
        showsSVGFile = !hasInlineSVG && chart.pageShowsSVGFile && hasSVG
        hasSize = chart.width != nil && chart.height != nil
        width = chart.width.map { String(Int($0.rounded())) } ?? ""
        height = chart.height.map { String(Int($0.rounded())) } ?? ""
        hasPNG = chart.pngPath != nil
        pngPath = chart.pngPath ?? ""
        imagePath = chart.pngPath ?? chart.svgPath ?? ""
        hasImage = !imagePath.isEmpty
        updateCaption()
    }

    private mutating func updateCaption() {
        hasCaption = showsTitle || hasSVG || hasPNG
        separatesPNG = showsTitle || hasSVG
    }

    /// The charts of `section` drawn for `content`, in the section's order.
    static func list(_ section: ReportSection, in content: ReportContent) -> [ChartView] {
        section.charts.compactMap { content.chart($0.id.rawValue) }.map { chart in
            var view = ChartView(chart)
            view.showsTitle = chart.title != section.title
            return view
        }
    }
}

extension ChartView: MustacheFields {
    static let fields: [String: @Sendable (ChartView) -> Any] = [
        "id": { $0.id }, "title": { $0.title }, "altText": { $0.altText }, "markdownAltText": { $0.markdownAltText }, "hasInlineSVG": { $0.hasInlineSVG },
        "inlineSVG": { $0.inlineSVG }, "hasDarkSVG": { $0.hasDarkSVG }, "inlineSVGDark": { $0.inlineSVGDark },
        "hasSVG": { $0.hasSVG }, "svgPath": { $0.svgPath }, "hasPNG": { $0.hasPNG }, "pngPath": { $0.pngPath },
        "imagePath": { $0.imagePath }, "showsTitle": { $0.showsTitle }, "hasCaption": { $0.hasCaption },
        "separatesPNG": { $0.separatesPNG }, "hasImage": { $0.hasImage }, "showsSVGFile": { $0.showsSVGFile },
        "hasSize": { $0.hasSize }, "width": { $0.width }, "height": { $0.height },
    ]
}

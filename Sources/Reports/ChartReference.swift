/// A chart file the pipeline drew for a report, as the report links or embeds it.
///
/// Reports never draw: they receive finished files. Paths are relative to the report's folder
/// (e.g. "charts/activity.svg") so a report folder can be moved or published as it is.
public struct ChartReference: Hashable, Sendable, Codable {
    /// Which section shows the chart; the id of a `SectionChart` in `ReportSections`.
    public var id: String
    public var title: String
    /// A sentence describing what the chart shows, for screen readers and Markdown alt text.
    public var altText: String
    public var svgPath: String?
    public var pngPath: String?
    /// The SVG document itself in the light theme, to embed in the HTML page; nil links the
    /// files instead.
    public var inlineSVG: String?
    /// The same chart in the dark theme, which the page shows instead in dark mode.
    public var inlineSVGDark: String?
    /// Whether the page shows the SVG file itself (`<img>`) rather than a copy inline: the
    /// file is the page's drawing in both themes and links no other file (an SVG shown as an
    /// image loads none), so the report keeps the chart once on disk.
    public var pageShowsSVGFile: Bool
    /// The drawing's size in CSS pixels, so the page reserves its place before it loads.
    public var width: Double?
    public var height: Double?

    public init(
        id: String, title: String, altText: String, svgPath: String? = nil, pngPath: String? = nil,
        inlineSVG: String? = nil, inlineSVGDark: String? = nil, pageShowsSVGFile: Bool = false,
        width: Double? = nil, height: Double? = nil
    ) {
        self.id = id
        self.title = title
        self.altText = altText
        self.svgPath = svgPath
        self.pngPath = pngPath
        self.inlineSVG = inlineSVG
        self.inlineSVGDark = inlineSVGDark
        self.pageShowsSVGFile = pageShowsSVGFile && svgPath != nil
        self.width = width
        self.height = height
    }
}

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

    public init(
        id: String, title: String, altText: String, svgPath: String? = nil, pngPath: String? = nil,
        inlineSVG: String? = nil, inlineSVGDark: String? = nil
    ) {
        self.id = id
        self.title = title
        self.altText = altText
        self.svgPath = svgPath
        self.pngPath = pngPath
        self.inlineSVG = inlineSVG
        self.inlineSVGDark = inlineSVGDark
    }
}

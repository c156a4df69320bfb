import Foundation

/// What turns a chart into a file's bytes, for the layer that decides which charts a page shows
/// and where their files go (`Reports`) without knowing how they are drawn. CairoCanvas's
/// `CairoChartDrawing` is the one implementation; the command line hands it in, so only
/// CairoCanvas sees C.
public protocol ChartDrawing: Sendable {
    /// `chart` encoded as `format` at `size`, a PNG at `scale` pixels per point; `imageLink`
    /// (SVG only) links pictures drawn from files instead of embedding them.
    func render(
        _ chart: any Chart, size: ChartSize, format: ChartFormat, scale: Double, imageLink: (@Sendable (String) -> String?)?
    ) throws -> Data
    /// One SVG of `chart` that turns into `alternate` (the same chart in the other theme) under
    /// the reader's colour scheme; nil when the two differ in more than colour. `scope` names
    /// the chart among a page's others; nil for a file that is a document of its own.
    func renderThemed(
        _ chart: any Chart, alternate: any Chart, scope: String?, size: ChartSize, imageLink: (@Sendable (String) -> String?)?
    ) throws -> Data?
    /// Why `data` is not a picture a chart can draw (a cover that does not decode), or nil.
    func pictureProblem(_ data: Data) -> String?
}

extension ChartDrawing {
    /// `chart` encoded as `format` at `size`, a PNG at one pixel per point: what pages use.
    public func render(_ chart: any Chart, size: ChartSize, format: ChartFormat, imageLink: (@Sendable (String) -> String?)?) throws -> Data {
        try render(chart, size: size, format: format, scale: 1, imageLink: imageLink)
    }
}

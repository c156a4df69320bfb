import ChartKit
import FileWriting
import Foundation

/// Draws a chart in a chosen format and writes it to a file: the one place that picks a
/// canvas per format, so every format shares all drawing code.
public enum ChartRenderer {
    /// The chart encoded as `format`: PNG at `scale` pixels per point, PDF, or SVG (laid out
    /// with pango's metrics, so it matches the PNG).
    /// `imageLink` (SVG only) links pictures drawn from files instead of embedding them.
    public static func render(
        _ chart: some Chart, size: ChartSize = .card, format: ChartFormat, scale: Double = 1,
        imageLink: (@Sendable (String) -> String?)? = nil
    ) throws -> Data {
        switch format {
        case .png:
            let canvas = try CairoCanvas(size: size, surface: .png(scale: scale))
            chart.draw(on: canvas, size: size)
            return try canvas.finish()
        case .pdf:
            let canvas = try CairoCanvas(size: size, surface: .pdf)
            chart.draw(on: canvas, size: size)
            return try canvas.finish()
        case .svg:
            let measurer = try CairoCanvas(size: ChartSize(width: 1, height: 1), surface: .png(scale: 1))
            let canvas = SVGCanvas(
                measurer: measurer, imageLink: imageLink,
                imageDecodes: { !$0.starts(with: JPEGImage.signature) || JPEGImage.problem(with: $0) == nil })
            chart.draw(on: canvas, size: size)
            return Data(canvas.document.utf8)
        }
    }

    /// One SVG of `chart` that turns into `alternate` (the same chart in the other theme) when
    /// the reader's colour scheme is `alternate`'s, for pages that embed a chart once instead of
    /// once per theme (`SVGCanvas.drawThemed`); nil when the two differ in more than colour.
    /// `scope` names the chart among the page's others (its section chart's id) when a page
    /// embeds it; nil for a file that is a document of its own.
    public static func renderThemed(
        _ chart: some Chart, alternate: some Chart, scope: String?, size: ChartSize = .card,
        imageLink: (@Sendable (String) -> String?)? = nil
    ) throws -> Data? {
        let measurer = try CairoCanvas(size: ChartSize(width: 1, height: 1), surface: .png(scale: 1))
        let canvas = SVGCanvas(
            measurer: measurer, imageLink: imageLink,
            imageDecodes: { !$0.starts(with: JPEGImage.signature) || JPEGImage.problem(with: $0) == nil })
        let base = chart.scene(size: size, measurer: canvas)
        let other = alternate.scene(size: size, measurer: canvas)
        guard canvas.drawThemed(base, alternate: other, scheme: alternate.theme.name, scope: scope) else { return nil }
        return Data(canvas.document.utf8)
    }

    /// The chart as a JPEG bitmap of `quality` (generated cover art, thumbnails).
    public static func renderJPEG(_ chart: some Chart, size: ChartSize, scale: Double = 1, quality: Int = 85) throws -> Data {
        let canvas = try CairoCanvas(size: size, surface: .png(scale: scale))
        chart.draw(on: canvas, size: size)
        return try canvas.finishJPEG(quality: quality)
    }

    /// Renders `chart` and writes it to `url` atomically; the format defaults to the file's extension.
    public static func write(_ chart: some Chart, to url: URL, size: ChartSize = .card, format: ChartFormat? = nil, scale: Double = 1) throws {
        guard let format = format ?? ChartFormat(pathExtension: url.pathExtension) else {
            throw ChartOutputError(.unknownFormat, "cannot tell the format of '\(url.path)': name the file .png, .svg or .pdf")
        }
        try write(render(chart, size: size, format: format, scale: scale), to: url)
    }

    /// Writes an already rendered chart to `url` atomically, creating its folder; for callers
    /// that also use the bytes (a page that inlines the SVG it writes beside itself).
    public static func write(_ data: Data, to url: URL) throws {
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw ChartOutputError(.writing, "could not write the chart to '\(url.path)': check the directory exists and is writable", cause: error)
        }
    }
}

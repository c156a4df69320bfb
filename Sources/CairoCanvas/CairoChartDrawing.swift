import ChartKit
import Foundation

/// `ChartDrawing` with cairo and pango (`ChartRenderer`), and libjpeg for the covers.
public struct CairoChartDrawing: ChartDrawing {
    public init() {}

    public func render(
        _ chart: any Chart, size: ChartSize, format: ChartFormat, scale: Double, imageLink: (@Sendable (String) -> String?)?
    ) throws -> Data {
        try ChartRenderer.render(chart, size: size, format: format, scale: scale, imageLink: imageLink)
    }

    public func renderThemed(
        _ chart: any Chart, alternate: any Chart, scope: String?, size: ChartSize, imageLink: (@Sendable (String) -> String?)?
    ) throws -> Data? {
        try ChartRenderer.renderThemed(chart, alternate: alternate, scope: scope, size: size, imageLink: imageLink)
    }

    public func pictureProblem(_ data: Data) -> String? {
        JPEGImage.problem(with: data)
    }
}

import CairoCanvas
import ChartKit
import Foundation

/// JPEG fixtures made with the encoder the demo uses (libjpeg-turbo through CairoCanvas).
enum TestJPEG {
    struct Solid: Chart {
        var colour: Color
        var theme: Theme { .light }
        var title: String { "solid" }
        var summary: String { "one colour" }
        func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) {
            scene.fill(frame, colour)
            // Stripes in the lower half give the scan data some bulk, so cutting the file in
            // half cuts into the pixels, not only the headers.
            for index in 0..<Int(frame.height / 4) where index % 2 == 0 {
                let y = frame.midY + Double(index) * 2
                scene.fill(Rect(x: frame.minX + Double(index % 7), y: y, width: frame.width, height: 2), Color(red: 0.1, green: 0.3, blue: Double(index % 10) / 10))
            }
        }
    }

    /// A `side`×`side` JPEG of one colour.
    static func solid(_ colour: Color, side: Double = 128) throws -> Data {
        try ChartRenderer.renderJPEG(Solid(colour: colour), size: ChartSize(width: side, height: side), quality: 90)
    }

    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
}

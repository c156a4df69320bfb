import CairoCanvas
import ChartKit
import Foundation
import Testing

/// The encoder skips rows identical to the one above (zeros under the Up filter, checksummed
/// without being read): libpng, which checks the stream's Adler-32, must read back every pixel.
@Suite("PNG encoder")
struct PNGEncoderTests {
    static func decoded(_ scene: Scene, _ size: ChartSize) throws -> RasterImage {
        let canvas = try CairoCanvas(size: size, surface: .png(scale: 1))
        scene.draw(on: canvas)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("listenstats-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try canvas.finish().write(to: file)
        return try RasterImage.png(file: file.path)
    }

    @Test("runs of repeated rows, and the rows after them, read back as drawn, opaque and translucent")
    func repeatedRows() throws {
        let size = ChartSize(width: 300, height: 200)
        for background in [Color(hex: 0xFFFFFF), Color(hex: 0x000000, alpha: 0)] {
            var scene = Scene(size: size, background: background, title: "t", summary: "s")
            // Bands of identical rows, a row that differs between them, then a diagonal: every row new.
            scene.fill(Path(rect: Rect(x: 0, y: 20, width: 300, height: 40)), Color(hex: 0xFF0000))
            scene.fill(Path(rect: Rect(x: 100, y: 60, width: 1, height: 1)), Color(hex: 0x00FF00))
            scene.fill(Path(rect: Rect(x: 0, y: 61, width: 300, height: 40)), Color(hex: 0x0000FF))
            for step in 0..<60 {
                scene.fill(Path(rect: Rect(x: Double(step * 4), y: Double(120 + step), width: 4, height: 1)), Color(hex: 0x00FF00))
            }
            let image = try Self.decoded(scene, size)
            #expect(image.width == 300 && image.height == 200)
            let opaque = background.alpha == 1
            #expect(image.rgb(x: 5, y: 5).map { opaque ? $0 == (255, 255, 255) : $0 == (0, 0, 0) } == true)
            #expect(image.rgb(x: 299, y: 59).map { $0 == (255, 0, 0) } == true)
            #expect(image.rgb(x: 100, y: 60).map { $0 == (0, 255, 0) } == true)
            #expect(image.rgb(x: 101, y: 60).map { opaque ? $0 == (255, 255, 255) : $0 == (0, 0, 0) } == true)
            #expect(image.rgb(x: 0, y: 100).map { $0 == (0, 0, 255) } == true)
            for step in stride(from: 0, to: 60, by: 7) {
                #expect(image.rgb(x: step * 4 + 1, y: 120 + step).map { $0 == (0, 255, 0) } == true, "row \(120 + step)")
                #expect(image.rgb(x: step * 4 + 6, y: 120 + step).map { $0 == (0, 255, 0) } == false, "row \(120 + step)")
            }
            #expect(image.rgb(x: 150, y: 199).map { opaque ? $0 == (255, 255, 255) : $0 == (0, 0, 0) } == true)
        }
    }
}

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

    /// The PNG's colour type, from its IHDR chunk (2: RGB, 3: palette, 6: RGBA).
    static func colourType(_ png: Data) -> UInt8? {
        png.count > 25 ? png[png.startIndex + 25] : nil
    }

    @Test("a chart of few colours gets a palette with its flat colours exact; thousands of colours stay RGB")
    func palette() throws {
        let size = ChartSize(width: 240, height: 160)
        var flat = Scene(size: size, background: Color(hex: 0xFFFFFF), title: "t", summary: "s")
        flat.fill(Path(rect: Rect(x: 10, y: 10, width: 100, height: 40)), Color(hex: 0x0072B2))
        flat.fill(Path(rect: Rect(x: 20.5, y: 70.5, width: 150, height: 30)), Color(hex: 0xC24E00))
        flat.text(TextMark("Top artists", at: Point(x: 20, y: 140), font: Font(size: 18), color: Color(hex: 0x1B1F24)))
        var canvas = try CairoCanvas(size: size, surface: .png(scale: 1))
        flat.draw(on: canvas)
        #expect(Self.colourType(try canvas.finish()) == 3)
        let image = try Self.decoded(flat, size)
        #expect(image.rgb(x: 5, y: 5).map { $0 == (255, 255, 255) } == true)
        #expect(image.rgb(x: 50, y: 30).map { $0 == (0x00, 0x72, 0xB2) } == true)
        #expect(image.rgb(x: 100, y: 85).map { $0 == (0xC2, 0x4E, 0x00) } == true)

        // 80 × 80 squares of 3 × 3 pixels, each its own colour: no palette serves them.
        var many = Scene(size: size, background: Color(hex: 0xFFFFFF), title: "t", summary: "s")
        for index in 0..<6_400 {
            let x = Double(index % 80) * 3, y = Double(index / 80) * 2
            many.fill(Path(rect: Rect(x: x, y: y, width: 3, height: 2)), Color(hex: UInt32(index * 2_003 % 0xFF_FFFF)))
        }
        canvas = try CairoCanvas(size: size, surface: .png(scale: 1))
        many.draw(on: canvas)
        #expect(Self.colourType(try canvas.finish()) == 2)
        let decoded = try Self.decoded(many, size)
        #expect(decoded.rgb(x: 4, y: 0).map { $0 == (0x00, 0x07, 0xD3) } == true)
    }
}

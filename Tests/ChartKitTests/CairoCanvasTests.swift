import CairoCanvas
import ChartKit
import Foundation
import Testing

/// The width and height stored in a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
        return nil
    }
    func int(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}

@Suite("Cairo canvas")
struct CairoCanvasTests {
    func sampleScene(_ size: ChartSize) -> Scene {
        var scene = Scene(size: size, background: Theme.light.background, title: "t", summary: "s")
        scene.fill(Rect(x: 10, y: 10, width: 50, height: 20), Theme.light.accent)
        scene.text(TextMark("坂本龍一 · فيروز · 🌙", at: Point(x: 10, y: 50), font: Font(size: 14), color: Theme.light.text))
        return scene
    }

    @Test("a PNG at scale 2 decodes as twice the chart's size")
    func hiDPI() throws {
        let size = ChartSize(width: 120, height: 63)
        let canvas = try CairoCanvas(size: size, surface: .png(scale: 2))
        sampleScene(size).draw(on: canvas)
        let data = try canvas.finish()
        let decoded = try #require(pngSize(data))
        #expect(decoded.width == 240 && decoded.height == 126)
    }

    @Test("a PDF is written as a PDF document")
    func pdf() throws {
        let size = ChartSize(width: 100, height: 100)
        let canvas = try CairoCanvas(size: size, surface: .pdf)
        sampleScene(size).draw(on: canvas)
        let data = try canvas.finish()
        #expect(data.starts(with: Data("%PDF-".utf8)))
        #expect(data.count > 500)
    }

    @Test("the same scene gives the same PDF bytes on every run")
    func pdfDeterministic() throws {
        let size = ChartSize(width: 100, height: 100)
        let pdfs = try (0..<2).map { _ in
            let canvas = try CairoCanvas(size: size, surface: .pdf)
            sampleScene(size).draw(on: canvas)
            return try canvas.finish()
        }
        #expect(pdfs[0] == pdfs[1])
    }

    @Test("names in CJK, Arabic, Hebrew, Cyrillic and emoji have a glyph for every character")
    func noMissingGlyphs() throws {
        let canvas = try CairoCanvas(size: ChartSize(width: 10, height: 10), surface: .png(scale: 1))
        for name in ["坂本龍一", "東京事変", "فيروز", "עומר אדם", "Кино", "🌙 Moonchild", "<>&\"|*$,"] {
            #expect(canvas.missingGlyphCount(in: name, font: Font(size: 14)) == 0, "\(name) draws boxes")
        }
    }

    @Test("text is measured wider as it grows, and the same at every PNG scale")
    func measuring() throws {
        let one = try CairoCanvas(size: ChartSize(width: 10, height: 10), surface: .png(scale: 1))
        let two = try CairoCanvas(size: ChartSize(width: 10, height: 10), surface: .png(scale: 2))
        let short = one.measure("Kino", font: Font(size: 16))
        let long = one.measure("Kino Kino", font: Font(size: 16))
        #expect(short.width > 10 && long.width > short.width * 1.8)
        #expect(abs(two.measure("Kino Kino", font: Font(size: 16)).width - long.width) < 0.01)
        #expect(short.ascent > 0 && short.descent > 0)
    }

    @Test("impossible sizes and scales are refused with an error, not a crash")
    func badSurface() {
        #expect(throws: ChartOutputError.self) { try CairoCanvas(size: ChartSize(width: 0, height: 10), surface: .pdf) }
        #expect(throws: ChartOutputError.self) { try CairoCanvas(size: ChartSize(width: 10, height: 10), surface: .png(scale: 9)) }
    }

    @Test("a cover that is not a PNG is reported as not drawn, so the fallback tile is used")
    func imageFallback() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("charts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notPNG = directory.appendingPathComponent("cover.png")
        try Data("jpeg bytes".utf8).write(to: notPNG)
        let canvas = try CairoCanvas(size: ChartSize(width: 20, height: 20), surface: .png(scale: 1))
        #expect(!canvas.drawImage(file: notPNG.path, in: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!canvas.drawImage(file: directory.appendingPathComponent("missing.png").path, in: Rect(x: 0, y: 0, width: 10, height: 10)))

        let real = try CairoCanvas(size: ChartSize(width: 4, height: 4), surface: .png(scale: 1))
        let pngFile = directory.appendingPathComponent("real.png")
        try real.finish().write(to: pngFile)
        #expect(canvas.drawImage(file: pngFile.path, in: Rect(x: 0, y: 0, width: 10, height: 10)))
    }
}

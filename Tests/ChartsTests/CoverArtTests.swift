import CairoCanvas
import ChartKit
import Charts
import Foundation
import Testing

/// Covers from the cache (JPEG, decoded by libjpeg-turbo) in the charts that show them.
@Suite("Cover art in charts")
struct CoverArtTests {
    struct Solid: Chart {
        var colour: Color
        var theme: Theme { .light }
        var title: String { "solid" }
        var summary: String { "one colour" }
        func layout(in frame: Rect, scene: inout Scene, measurer: any TextMeasurer) { scene.fill(frame, colour) }
    }

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("covers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a JPEG made by the encoder decodes to its size and colours; garbage and a cut file are refused")
    func decodes() throws {
        let green = Color(red: 0.1, green: 0.8, blue: 0.2)
        let jpeg = try ChartRenderer.renderJPEG(Solid(colour: green), size: ChartSize(width: 40, height: 30), quality: 90)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try JPEGImage.decode(jpeg)
        #expect(image.width == 40 && image.height == 30 && image.warning == nil)
        let pixel = try #require(image.rgb(x: 20, y: 15))
        #expect(abs(Int(pixel.red) - 26) < 12 && abs(Int(pixel.green) - 204) < 12 && abs(Int(pixel.blue) - 51) < 12, "\(pixel)")
        #expect(JPEGImage.problem(with: jpeg) == nil)
        #expect(JPEGImage.problem(with: Data("not a jpeg".utf8)) != nil)
        #expect(JPEGImage.problem(with: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10])) != nil)
        #expect(JPEGImage.problem(with: jpeg.prefix(jpeg.count - 40)) != nil, "a file cut short is no cover to keep")
        #expect(throws: ChartOutputError.self) { try JPEGImage.decode(Data()) }
        // The same drawing gives the same bytes.
        #expect(try ChartRenderer.renderJPEG(Solid(colour: green), size: ChartSize(width: 40, height: 30), quality: 90) == jpeg)
    }

    @Test("the album grid PNG shows a cached JPEG cover, and a generated tile where the cover is missing or broken")
    func gridDrawsCover() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cover = directory.appendingPathComponent("red.jpg")
        try ChartRenderer.renderJPEG(Solid(colour: Color(red: 0.9, green: 0.05, blue: 0.05)), size: ChartSize(width: 250, height: 250)).write(to: cover)
        let broken = directory.appendingPathComponent("broken.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]).write(to: broken)
        let tiles = [
            AlbumTile(release: "Red", artist: "A", listenCount: 9, coverFile: cover.path),
            AlbumTile(release: "Missing", artist: "B", listenCount: 8, coverFile: directory.appendingPathComponent("none.jpg").path),
            AlbumTile(release: "Broken", artist: "C", listenCount: 7, coverFile: broken.path),
        ]
        let chart = AlbumArtGrid(data: AlbumArtGridData(title: "Top albums", subtitle: "test", tiles: tiles), theme: .light)
        let png = directory.appendingPathComponent("grid.png")
        try ChartRenderer.write(chart, to: png, size: .card)
        let image = try RasterImage.png(file: png.path)
        // Find the tiles by scanning the middle row for long runs of one colour.
        let y = image.height / 2 + 20
        var reds = 0
        for x in 0..<image.width {
            let pixel = try #require(image.rgb(x: x, y: y))
            if pixel.red > 200 && pixel.green < 40 && pixel.blue < 40 { reds += 1 }
        }
        #expect(reds > 100, "the red cover fills its tile (\(reds) red pixels)")
        // The SVG embeds the JPEG once, as JPEG, and draws tiles for the other two.
        let svg = String(decoding: try ChartRenderer.render(chart, size: .card, format: .svg), as: UTF8.self)
        #expect(svg.components(separatedBy: "data:image/jpeg;base64,").count == 2)
        #expect(svg.contains(">Missing</text>") && svg.contains(">Broken</text>"))
        // Linked instead of embedded when the page copied it.
        let linked = String(
            decoding: try ChartRenderer.render(chart, size: .card, format: .svg, imageLink: { $0.hasSuffix("red.jpg") ? "covers/red.jpg" : nil }),
            as: UTF8.self)
        #expect(linked.contains("href=\"covers/red.jpg\"") && !linked.contains("base64"))
        // A PDF embeds the cover's own JPEG bytes (DCTDecode), the same bytes on every run.
        let pdf = try ChartRenderer.render(chart, size: .card, format: .pdf)
        #expect(String(decoding: pdf, as: UTF8.self).components(separatedBy: "/DCTDecode").count == 2)
        #expect(try ChartRenderer.render(chart, size: .card, format: .pdf) == pdf)
    }

    @Test("generated demo cover art is the same JPEG on every run and differs per release")
    func generatedArt() throws {
        let one = try ChartRenderer.renderJPEG(GeneratedCoverArt(release: "Wires Road", artist: "坂本龍一"), size: GeneratedCoverArt.size)
        let again = try ChartRenderer.renderJPEG(GeneratedCoverArt(release: "Wires Road", artist: "坂本龍一"), size: GeneratedCoverArt.size)
        let other = try ChartRenderer.renderJPEG(GeneratedCoverArt(release: "Night Honey", artist: "Кино"), size: GeneratedCoverArt.size)
        #expect(one == again && one != other)
        let image = try JPEGImage.decode(one)
        #expect(image.width == 250 && image.height == 250)
    }
}

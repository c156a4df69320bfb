import CairoCanvas
import ChartKit
import Charts
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Chart renderer")
struct RendererTests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("charts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("every chart writes a PNG of its size, at scale 1 and 2")
    func pngSizes() throws {
        for entry in SampleCharts.all(theme: .dark) {
            for scale in [1.0, 2.0] where scale == 1 || entry.name == "top-artists" {
                let data = try ChartRenderer.render(entry.chart, size: entry.size, format: .png, scale: scale)
                let bytes = [UInt8](data.prefix(24))
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                func int(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
                #expect(int(16) == Int(entry.size.width * scale) && int(20) == Int(entry.size.height * scale), "\(entry.name)")
            }
        }
    }

    @Test("a chart PNG decodes with libpng (through cairo) and is the same on every run")
    func pngDecodes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("heatmap.png")
        let chart = HourWeekdayHeatmap(data: ChartSamples.hourWeekday(), theme: .dark)
        try ChartRenderer.write(chart, to: file)
        let again = try ChartRenderer.render(chart, format: .png)
        #expect(try Data(contentsOf: file) == again)
        let loader = try CairoCanvas(size: ChartSize(width: 10, height: 10), surface: .png(scale: 1))
        #expect(loader.drawImage(file: file.path, in: Rect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test("the top-artists SVG is well-formed XML whose text holds every name, markup escaped")
    func svgNames() throws {
        let data = try ChartRenderer.render(TopBarsChart(data: ChartSamples.topArtists()), format: .svg)
        let document = try #require(String(data: data, encoding: .utf8))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "SVG is not well-formed: \(String(describing: parser.parserError))")
        #expect(document.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!document.contains("<script>"))
        for name in ["坂本龍一", "فيروز", "東京事変", "עומר אדם", "Кино", "Tom &amp; Jerry &quot;Live&quot; | $HOME *"] {
            #expect(document.contains(">\(name)</text>"), "missing \(name)")
        }
        #expect(document.contains("<title id=\"chart-title\">Top artists</title>"))
    }

    @Test("writing picks the format from the extension and refuses unknown ones")
    func writesByExtension() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let chart = ActivityChart(data: ChartSamples.activity())
        for name in ["a.png", "a.svg", "a.pdf"] {
            try ChartRenderer.write(chart, to: directory.appendingPathComponent(name))
        }
        let pdf = try Data(contentsOf: directory.appendingPathComponent("a.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        let svg = try String(contentsOf: directory.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(throws: ChartOutputError.self) { try ChartRenderer.write(chart, to: directory.appendingPathComponent("a.gif")) }
    }
}

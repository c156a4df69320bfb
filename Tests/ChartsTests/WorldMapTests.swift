import CairoCanvas
import ChartKit
import Testing

@testable import Charts

@Suite("World map")
struct WorldMapTests {
    @Test("the countries decode with their codes, names and outlines where they are on the globe")
    func countriesDecode() throws {
        #expect(WorldCountries.all.count == 176)
        #expect(WorldCountries.country("ATA") == nil, "Antarctica is left out")
        let germany = try #require(WorldCountries.country("DEU"))
        #expect(germany.name == "Germany")
        let points = germany.rings.flatMap { $0 }
        #expect(points.allSatisfy { (5.5...15.5).contains($0.longitude) && (47...55.5).contains($0.latitude) })
        #expect(WorldCountries.country("FRA") != nil && WorldCountries.country("NOR") != nil, "codes Natural Earth leaves as -99")
        #expect(try #require(WorldCountries.country("CIV")).name == "Côte d'Ivoire")
    }

    @Test("Equal Earth keeps the equator and the prime meridian at the centre, and the poles at its height")
    func projection() {
        let centre = EqualEarthProjection.project(GeoPoint(longitude: 0, latitude: 0))
        #expect(abs(centre.x) < 1e-12 && abs(centre.y) < 1e-12)
        let east = EqualEarthProjection.project(GeoPoint(longitude: 180, latitude: 0))
        #expect(abs(east.x - 2.7064) < 0.001)
        let pole = EqualEarthProjection.project(GeoPoint(longitude: 0, latitude: 90))
        #expect(abs(pole.y - 1.3173) < 0.001)
    }

    @Test("countries with a value are shaded by it, the rest in the grid colour; the top countries are named")
    func shading() {
        let data = WorldMapData(title: "Artists by country", unit: "listens", values: ["USA": 2705, "GBR": 1846, "ISL": 63, "XXX": 5])
        let chart = WorldMapChart(data: data, theme: .light)
        let canvas = RecordingCanvas()
        chart.draw(on: canvas, size: .card)
        let names = canvas.texts.map(\.text)
        #expect(names.contains("1. United States of America") || names.contains { $0.hasPrefix("1. United States") })
        #expect(names.contains("2. United Kingdom") && names.contains("4. XXX"), "a code the map lacks is listed as it is")
        #expect(chart.summary.hasPrefix("4 countries; most listens: United States of America (2,705)"))
        let transcript = canvas.transcript
        #expect(transcript.contains(Theme.light.grid.hexString), "countries without listens")
        let scale = SequentialColorScale(ramp: Theme.light.ramp, maximum: 2705, mapping: .logarithmic)
        #expect(transcript.contains(scale.color(for: 63).hexString) && transcript.contains(scale.color(for: 2705).hexString))
    }

    @Test("the map draws as PNG and SVG in both themes")
    func renders() throws {
        let data = WorldMapData(title: "Artists by country", unit: "listens", values: ["BRA": 10, "JPN": 3])
        for theme in [Theme.light, .dark] {
            let png = try ChartRenderer.render(WorldMapChart(data: data, theme: theme), size: .card, format: .png)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let svg = String(decoding: try ChartRenderer.render(WorldMapChart(data: data, theme: theme), size: .card, format: .svg), as: UTF8.self)
            #expect(svg.contains("<path") && svg.contains("Artists by country"))
        }
    }

    @Test("the byte decoder reads exactly what split and Int(_:) read, on the map and on malformed lines")
    func decoderMatchesSplitting() {
        func reference(_ text: String) -> [[String]] {
            text.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3 else { return nil }
                let rings = fields[2].split(separator: ";").map { ring -> String in
                    let numbers = ring.split(separator: ",").compactMap { Int($0) }
                    var points: [String] = []
                    var longitude = 0
                    var latitude = 0
                    for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                        longitude += numbers[index]
                        latitude += numbers[index + 1]
                        points.append("\(Double(longitude) / 10) \(Double(latitude) / 10)")
                    }
                    return points.joined(separator: ",")
                }
                return [String(fields[0]), String(fields[1])] + rings
            }
        }
        func decoded(_ text: String) -> [[String]] {
            WorldCountries.decode(text).map { country in
                [country.code, country.name] + country.rings.map { $0.map { "\($0.longitude) \($0.latitude)" }.joined(separator: ",") }
            }
        }
        #expect(decoded(WorldCountries.encoded) == reference(WorldCountries.encoded))
        let malformed = "A\tB\t1,2,x,3,+4;;-5,,6,99999999999999999999,7\n\nC\tD\nE\tF\t\tG\nH\tÉ\t-,+,1;2\n"
        #expect(decoded(malformed) == reference(malformed))
    }
}

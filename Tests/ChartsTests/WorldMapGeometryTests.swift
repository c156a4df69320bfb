import ChartKit
import Testing

@testable import Charts

/// The world map is drawn from arcs simplified once for both countries they separate, with
/// only the land borders stroked: neighbours must still meet exactly, and nothing may go.
@Suite("World map geometry")
struct WorldMapGeometryTests {
    static let frame = Rect(x: 48, y: 130, width: 788, height: 400)
    static let geometry = WorldMapGeometry(frame: frame)

    static func points(of code: String) throws -> Set<Point> {
        let index = try #require(WorldCountries.all.firstIndex { $0.code == code })
        return Set(geometry.countryRings[index].joined())
    }

    @Test("every country keeps every ring with at least three points, inside the frame")
    func everyCountryDrawn() {
        #expect(Self.geometry.countryRings.count == WorldCountries.all.count)
        for (country, rings) in zip(WorldCountries.all, Self.geometry.countryRings) {
            #expect(rings.count == country.rings.count, "\(country.code)")
            #expect(rings.allSatisfy { $0.count >= 3 }, "\(country.code)")
            let outside = rings.joined().filter {
                $0.x < Self.frame.minX - 1 || $0.x > Self.frame.maxX + 1 || $0.y < Self.frame.minY - 1 || $0.y > Self.frame.maxY + 1
            }
            #expect(outside.isEmpty, "\(country.code)")
        }
    }

    @Test("neighbours share their border's points exactly, and only borders are stroked")
    func bordersShared() throws {
        let france = try Self.points(of: "FRA"), spain = try Self.points(of: "ESP"), germany = try Self.points(of: "DEU")
        #expect(france.intersection(spain).count >= 3 && france.intersection(germany).count >= 3)
        // Every border runs along two rings (two countries', or a country's and its enclave's).
        let rings = Self.geometry.countryRings.joined().map { Set($0) }
        for border in Self.geometry.borders {
            #expect(border.count >= 2)
            #expect(rings.filter { $0.isSuperset(of: border) }.count >= 2, "border at \(border[0])")
        }
        // Coasts are not borders: far fewer border segments than outline segments.
        let borderSegments = Self.geometry.borders.reduce(0) { $0 + $1.count - 1 }
        let outlineSegments = Self.geometry.countryRings.joined().reduce(0) { $0 + $1.count }
        #expect(borderSegments * 2 < outlineSegments)
        #expect(try Self.points(of: "ISL").allSatisfy { point in !Self.geometry.borders.joined().contains(point) }, "an island has no border")
    }

    @Test("an enclave is the hole of the country around it, point for point, and its whole outline is a border")
    func enclave() throws {
        let lesotho = try Self.points(of: "LSO")
        #expect(lesotho.isSubset(of: try Self.points(of: "ZAF")))
        #expect(Self.geometry.borders.contains { Set($0) == lesotho && $0.first == $0.last })
    }

    @Test("simplifying keeps the ends and every point farther than the tolerance, drops the rest")
    func douglasPeucker() {
        let line = [Point(x: 0, y: 0), Point(x: 5, y: 0.1), Point(x: 10, y: 0), Point(x: 15, y: 3), Point(x: 20, y: 0)]
        #expect(WorldMapGeometry.simplified(line, closed: false) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 15, y: 3), Point(x: 20, y: 0)])
        let square = [Point(x: 0, y: 0), Point(x: 5, y: 0.2), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        #expect(WorldMapGeometry.simplified(square, closed: true) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
    }

    @Test("the geometry of a frame is made once and the same however often the map is drawn")
    func cached() {
        let first = WorldMapGeometry.cached(for: Self.frame)
        #expect(first.countryRings == Self.geometry.countryRings && first.borders == Self.geometry.borders)
        #expect(WorldMapGeometry.cached(for: Self.frame).borders == first.borders)
    }
}

import Testing

@testable import ChartKit

@Suite("SVG path data")
struct PathSVGTests {
    /// Values where the spelling can go wrong: signs, rounding at the second decimal, whole
    /// numbers, zeros in the fraction, large magnitudes.
    static let edges: [Double] = [
        0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.1, 0.01, 0.09, 0.999, 1.005, 9.995, 10, 12.5, -0.25, 100.07, -100.7,
        123_456.789, -98_765.4321, 1e9 + 0.25, 599.999, 0.5, -0.5,
    ]
    static let values: [Double] = edges + (0..<500).map { (index: Int) -> Double in Double((index * 7919) % 100_003) / 37.0 - 1_300 }

    @Test("path data spells every number as compactDecimal does; a minus sign separates numbers by itself")
    func sameSpelling() {
        for value in Self.values {
            var bytes: [UInt8] = []
            Path.appendCompactDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == value.compactDecimal, "\(value)")
        }
        var path = Path()
        path.move(to: Point(x: 1.25, y: -3))
        path.line(to: Point(x: 0.004, y: 10.5))
        path.curve(to: Point(x: 5, y: 6.07), control1: Point(x: 1, y: 2), control2: Point(x: 3.333, y: 4))
        path.close()
        // The line relative to the point before: from (1.25, -3) to (0, 10.5).
        #expect(path.svgData == "M1.25-3l-1.25 13.5C1 2 3.33 4 5 6.07Z")
    }
}

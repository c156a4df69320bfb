extension Path {
    /// The path as SVG path data, its numbers spelled as `Double.compactDecimal`. Built as
    /// bytes: a world map's paths are hundreds of thousands of characters.
    public var svgData: String {
        var d: [UInt8] = []
        d.reserveCapacity(elements.count * 24)
        func point(_ p: Point) {
            Self.appendCompactDecimal(p.x, to: &d)
            d.append(0x20)
            Self.appendCompactDecimal(p.y, to: &d)
        }
        for element in elements {
            switch element {
            case .move(let p):
                d.append(UInt8(ascii: "M"))
                point(p)
            case .line(let p):
                d.append(UInt8(ascii: "L"))
                point(p)
            case .curve(let c1, let c2, let p):
                d.append(UInt8(ascii: "C"))
                point(c1)
                d.append(0x20)
                point(c2)
                d.append(0x20)
                point(p)
            case .close:
                d.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: d, as: UTF8.self)
    }

    /// `String.appendCompactDecimal` into bytes (the same spelling, checked by the tests).
    static func appendCompactDecimal(_ value: Double, to bytes: inout [UInt8]) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        var whole = magnitude / 100
        // The whole part's digits, least significant first, then reversed into place.
        let start = bytes.count
        repeat {
            bytes.append(UInt8(48 + whole % 10))
            whole /= 10
        } while whole > 0
        bytes[start...].reverse()
        if fraction == 0 { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(48 + fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(48 + fraction % 10)) }
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .curve(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .close: break
            }
        }
        guard minX.isFinite else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// The path as SVG path data: moves and curves absolute, lines relative to the point
    /// before (`l`, the letter once per run), every number in hundredths as `compactDecimal`
    /// spells it. The offsets are taken between the rounded points, so the drawing is exactly
    /// the absolute one and rounding never adds up along a long line; a world map's border is
    /// about half the bytes. Built as bytes: a world map's paths are tens of thousands of
    /// numbers.
    public var svgData: String {
        var d: [UInt8] = []
        d.reserveCapacity(elements.count * 12)
        // The current point and the subpath's start, in hundredths.
        var current = (x: 0, y: 0)
        var start = (x: 0, y: 0)
        var inLineRun = false
        func hundredths(_ p: Point) -> (x: Int, y: Int) {
            (Int((p.x * 100).rounded()), Int((p.y * 100).rounded()))
        }
        func number(_ value: Int, separated: Bool) {
            // A minus sign separates numbers by itself.
            if separated && value >= 0 { d.append(0x20) }
            Self.appendHundredths(value, to: &d)
        }
        func point(_ p: Point) {
            let h = hundredths(p)
            number(h.x, separated: false)
            number(h.y, separated: true)
            current = h
        }
        for element in elements {
            switch element {
            case .move(let p):
                d.append(UInt8(ascii: "M"))
                point(p)
                start = current
                inLineRun = false
            case .line(let p):
                let h = hundredths(p)
                if inLineRun {
                    number(h.x - current.x, separated: true)
                } else {
                    d.append(UInt8(ascii: "l"))
                    number(h.x - current.x, separated: false)
                }
                number(h.y - current.y, separated: true)
                current = h
                inLineRun = true
            case .curve(let c1, let c2, let p):
                d.append(UInt8(ascii: "C"))
                point(c1)
                d.append(0x20)
                point(c2)
                d.append(0x20)
                point(p)
                inLineRun = false
            case .close:
                d.append(UInt8(ascii: "Z"))
                current = start
                inLineRun = false
            }
        }
        return String(decoding: d, as: UTF8.self)
    }

    /// `String.appendCompactDecimal` into bytes (the same spelling, checked by the tests).
    static func appendCompactDecimal(_ value: Double, to bytes: inout [UInt8]) {
        appendHundredths(Int((value * 100).rounded()), to: &bytes)
    }

    /// A number given in hundredths, spelled as `compactDecimal` spells it.
    static func appendHundredths(_ hundredths: Int, to bytes: inout [UInt8]) {
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

extension Path {
    /// The path as SVG path data.
    public var svgData: String {
        var d = ""
        d.reserveCapacity(elements.count * 16)
        for element in elements {
            switch element {
            case .move(let p):
                d += "M" + p.x.compactDecimal + " " + p.y.compactDecimal
            case .line(let p):
                d += "L" + p.x.compactDecimal + " " + p.y.compactDecimal
            case .curve(let c1, let c2, let p):
                d += "C" + c1.x.compactDecimal + " " + c1.y.compactDecimal + " " + c2.x.compactDecimal + " "
                    + c2.y.compactDecimal + " " + p.x.compactDecimal + " " + p.y.compactDecimal
            case .close:
                d += "Z"
            }
        }
        return d
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

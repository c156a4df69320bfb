extension Path {
    /// The path as SVG path data.
    public var svgData: String {
        var d = ""
        d.reserveCapacity(elements.count * 24)
        func point(_ p: Point) {
            d.appendCompactDecimal(p.x)
            d.append(" ")
            d.appendCompactDecimal(p.y)
        }
        for element in elements {
            switch element {
            case .move(let p):
                d.append("M")
                point(p)
            case .line(let p):
                d.append("L")
                point(p)
            case .curve(let c1, let c2, let p):
                d.append("C")
                point(c1)
                d.append(" ")
                point(c2)
                d.append(" ")
                point(p)
            case .close:
                d.append("Z")
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

extension Path {
    /// The path as SVG path data: moves and curves absolute, lines relative to the point
    /// before (`l`, the letter once per run), every number in hundredths as `compactDecimal`
    /// spells it. The offsets are taken between the rounded points, so the drawing is exactly
    /// the absolute one and rounding never adds up along a long line; a world map's border is
    /// about half the bytes.
    public var svgData: String {
        var d = ""
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
            if separated && value >= 0 { d.append(" ") }
            d.appendCompactDecimal(Double(value) / 100)
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
                d.append("M")
                point(p)
                start = current
                inLineRun = false
            case .line(let p):
                let h = hundredths(p)
                if inLineRun {
                    number(h.x - current.x, separated: true)
                } else {
                    d.append("l")
                    number(h.x - current.x, separated: false)
                }
                number(h.y - current.y, separated: true)
                current = h
                inLineRun = true
            case .curve(let c1, let c2, let p):
                d.append("C")
                point(c1)
                d.append(" ")
                point(c2)
                d.append(" ")
                point(p)
                inLineRun = false
            case .close:
                d.append("Z")
                current = start
                inLineRun = false
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

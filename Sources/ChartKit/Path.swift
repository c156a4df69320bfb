import Foundation

/// An outline to fill or stroke, built from straight lines and cubic curves only, so every
/// canvas draws exactly the same shape (arcs are converted to curves here, once).
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, to: Point)
        case close
    }

    /// A rectangle, with rounded corners when `radius` > 0.
    public struct Rectangle: Hashable, Sendable {
        public var rect: Rect
        public var radius: Double

        public init(rect: Rect, radius: Double) {
            self.rect = rect
            self.radius = radius
        }
    }

    public private(set) var elements: [Element] = []
    /// Set while the path is exactly the rectangle `init(rect:)` or `init(roundedRect:radius:)`
    /// made, so SVG can write a short `<rect>` (a heatmap has hundreds); nil once changed.
    public private(set) var rectangle: Rectangle?

    public init() {}

    public init(rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
        rectangle = Rectangle(rect: rect, radius: 0)
    }

    /// A rectangle with rounded corners; the radius shrinks to fit small rectangles.
    public init(roundedRect rect: Rect, radius: Double) {
        self.init()
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0.01 else {
            self = Path(rect: rect)
            return
        }
        move(to: Point(x: rect.minX + r, y: rect.minY))
        line(to: Point(x: rect.maxX - r, y: rect.minY))
        addArc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, from: -.pi / 2, to: 0)
        line(to: Point(x: rect.maxX, y: rect.maxY - r))
        addArc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, from: 0, to: .pi / 2)
        line(to: Point(x: rect.minX + r, y: rect.maxY))
        addArc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, from: .pi / 2, to: .pi)
        line(to: Point(x: rect.minX, y: rect.minY + r))
        addArc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, from: .pi, to: 1.5 * .pi)
        close()
        rectangle = Rectangle(rect: rect, radius: r)
    }

    /// A full circle.
    public init(circleAt center: Point, radius: Double) {
        move(to: Point(x: center.x + radius, y: center.y))
        addArc(center: center, radius: radius, from: 0, to: 2 * .pi)
        close()
    }

    /// A straight segment.
    public init(lineFrom start: Point, to end: Point) {
        move(to: start)
        line(to: end)
    }

    /// A ring sector between two radii and two angles (radians, clockwise from 12 o'clock).
    public init(annularSectorAt center: Point, innerRadius: Double, outerRadius: Double, from start: Double, to end: Double) {
        let a0 = start - .pi / 2
        let a1 = end - .pi / 2
        move(to: Point(x: center.x + innerRadius * cos(a0), y: center.y + innerRadius * sin(a0)))
        line(to: Point(x: center.x + outerRadius * cos(a0), y: center.y + outerRadius * sin(a0)))
        addArc(center: center, radius: outerRadius, from: a0, to: a1)
        line(to: Point(x: center.x + innerRadius * cos(a1), y: center.y + innerRadius * sin(a1)))
        addArc(center: center, radius: innerRadius, from: a1, to: a0)
        close()
    }

    public mutating func move(to point: Point) {
        rectangle = nil
        elements.append(.move(point))
    }
    public mutating func line(to point: Point) {
        rectangle = nil
        elements.append(.line(point))
    }
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        rectangle = nil
        elements.append(.curve(control1: control1, control2: control2, to: point))
    }
    public mutating func close() {
        rectangle = nil
        elements.append(.close)
    }

    /// Appends an arc (angles in radians, y down, so positive angles turn clockwise) as cubic
    /// curves of at most a quarter turn each; the current point should be the arc's start.
    public mutating func addArc(center: Point, radius: Double, from start: Double, to end: Double) {
        let total = end - start
        let pieces = max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
        let step = total / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = Point(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            curve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// A smooth curve through the points (monotone-friendly Catmull–Rom), for areas and lines.
    public mutating func smoothLine(through points: [Point], moveToFirst: Bool) {
        guard let first = points.first else { return }
        if moveToFirst { move(to: first) } else { line(to: first) }
        guard points.count > 1 else { return }
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)]
            let p1 = points[i]
            let p2 = points[i + 1]
            let p3 = points[min(i + 2, points.count - 1)]
            let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
            let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
            curve(to: p2, control1: c1, control2: c2)
        }
    }
}

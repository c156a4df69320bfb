import ChartKit
import Foundation

/// The world map's countries as drawn into one frame: every outline projected (Equal Earth),
/// fitted and simplified to the resolution it is drawn at, and the land borders between
/// countries, each once.
///
/// Outlines are cut into arcs where three countries (or two and the sea) meet, as TopoJSON
/// does, and each arc is simplified once (Douglas–Peucker) for both countries it separates, so
/// neighbours never part or overlap however much is left out. Only the borders are stroked: a
/// stroke along the coast was most of the map's drawing (each border twice, and every coast)
/// and only nibbled the land. A report draws the map three times (light and dark SVG, PNG)
/// into the same frame, so the geometry is made once per frame and process (`cached(for:)`).
struct WorldMapGeometry: Sendable {
    /// Per country of `WorldCountries.all`, its rings in points, each at least three points.
    let countryRings: [[[Point]]]
    /// The borders two countries share, as polylines (a border all around an enclave is
    /// closed: its last point is its first).
    let borders: [[Point]]
    /// Points per unit of the projection (its width is about 5.4 units).
    let scale: Double

    /// The farthest a simplified outline may stray from the original, in points: under half a
    /// pixel of a PNG, which the eye cannot tell from the original.
    static let tolerance = 0.35

    /// Integer tenths of a degree, longitude in the high half: the generated outlines are
    /// tenths of a degree, so equal points have equal keys.
    private typealias Key = Int64

    init(frame: Rect) {
        // Equal Earth spans about ±2.7064 across; without Antarctica, 84° north to 56° south.
        let top = EqualEarthProjection.project(GeoPoint(longitude: 0, latitude: 84)).y
        let bottom = EqualEarthProjection.project(GeoPoint(longitude: 0, latitude: -56)).y
        let halfWidth = 2.7064
        let scale = min(frame.width / (2 * halfWidth), frame.height / (top - bottom))
        self.scale = scale
        let originX = frame.midX
        let originY = frame.minY + (frame.height - (top - bottom) * scale) / 2 + top * scale
        func point(_ key: Key) -> Point {
            let projected = EqualEarthProjection.project(
                GeoPoint(longitude: Double(key >> 32) / 10, latitude: Double(Int32(truncatingIfNeeded: key)) / 10))
            return Point(x: originX + projected.x * scale, y: originY - projected.y * scale)
        }

        // Every ring as keys, without repeated points (nor a last point repeating the first).
        let rings: [[[Key]]] = WorldCountries.all.map { country in
            country.rings.map { ring in
                var keys: [Key] = []
                keys.reserveCapacity(ring.count)
                for geo in ring {
                    let key = Int64((geo.longitude * 10).rounded()) << 32 | Int64(UInt32(bitPattern: Int32((geo.latitude * 10).rounded())))
                    if keys.last != key { keys.append(key) }
                }
                if keys.count > 1, keys.first == keys.last { keys.removeLast() }
                return keys
            }
        }
        // A point is a junction unless it has exactly two distinct neighbours in all rings:
        // there a border meets the coast or a third country.
        var neighbours: [Key: [Key]] = [:]
        for ring in rings.joined() where ring.count >= 3 {
            for index in ring.indices {
                let key = ring[index]
                for other in [ring[(index + ring.count - 1) % ring.count], ring[(index + 1) % ring.count]] {
                    if !(neighbours[key]?.contains(other) ?? false) { neighbours[key, default: []].append(other) }
                }
            }
        }
        func isJunction(_ key: Key) -> Bool { neighbours[key]?.count != 2 }

        // Each arc once, in one direction, simplified once: a shared arc is the same points
        // in both its rings.
        var arcs: [[Key]: (points: [Point], uses: Int)] = [:]
        var arcOrder: [[Key]] = []
        func arcPoints(_ keys: [Key], closed: Bool) -> [Point] {
            // Canonical direction (and, closed, start): the same arc from either side is one key.
            var canonical = keys
            if closed {
                let start = keys.indices.min { keys[$0] < keys[$1] } ?? 0
                canonical = Array(keys[start...] + keys[..<start])
                if canonical.count > 2, canonical[canonical.count - 1] < canonical[1] {
                    canonical = [canonical[0]] + canonical.dropFirst().reversed()
                }
            } else if keys.reversed().lexicographicallyPrecedes(keys) {
                canonical = keys.reversed()
            }
            if arcs[canonical] == nil {
                arcs[canonical] = (Self.simplified(canonical.map(point), closed: closed), 0)
                arcOrder.append(canonical)
            }
            arcs[canonical]?.uses += 1
            guard let simplified = arcs[canonical]?.points else { return [] }
            // Back in the ring's own direction (a closed ring may start anywhere).
            if closed {
                let forward = Array(keys.drop { $0 != canonical[0] } + keys.prefix { $0 != canonical[0] })
                return forward.count > 2 && forward[1] != canonical[1] ? [simplified[0]] + simplified.dropFirst().reversed() : simplified
            }
            return canonical == keys ? simplified : simplified.reversed()
        }

        countryRings = rings.map { country in
            country.compactMap { ring -> [Point]? in
                guard ring.count >= 3 else { return ring.isEmpty ? nil : ring.map(point) }
                let cuts = ring.indices.filter { isJunction(ring[$0]) }
                var outline: [Point] = []
                if cuts.isEmpty {
                    outline = arcPoints(ring, closed: true)
                } else {
                    // From junction to junction, each arc's first point being the last one's end.
                    for (number, cut) in cuts.enumerated() {
                        let next = number + 1 < cuts.count ? cuts[number + 1] : cuts[0] + ring.count
                        let keys = (cut...next).map { ring[$0 % ring.count] }
                        outline.append(contentsOf: arcPoints(keys, closed: false).dropLast())
                    }
                }
                // A ring smaller than the tolerance all round keeps its points.
                return outline.count >= 3 ? outline : ring.map(point).map(Self.rounded)
            }
        }
        borders = arcOrder.compactMap { keys in
            guard let arc = arcs[keys], arc.uses >= 2, arc.points.count >= 2 else { return nil }
            // An arc without junctions is a ring: an enclave's whole border.
            return isJunction(keys[0]) ? arc.points : arc.points + [arc.points[0]]
        }
    }

    /// `points` simplified by Douglas–Peucker within `tolerance`, ends kept (a closed ring is
    /// first split at its first point and the point farthest from it), rounded to a tenth of a
    /// point for short SVG.
    static func simplified(_ points: [Point], closed: Bool) -> [Point] {
        guard points.count > 2 else { return points.map(rounded) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        var spans: [(Int, Int)] = []
        if closed {
            let far = points.indices.max { distanceSquared(points[$0], points[0]) < distanceSquared(points[$1], points[0]) } ?? 0
            keep[far] = true
            spans = [(0, far), (far, points.count)]
        } else {
            keep[points.count - 1] = true
            spans = [(0, points.count - 1)]
        }
        while let (first, last) = spans.popLast() {
            guard last - first > 1 else { continue }
            let end = points[last % points.count]
            var farthest = -1.0
            var farthestIndex = first
            for index in (first + 1)..<last {
                let distance = distanceToSegment(points[index], points[first], end)
                if distance > farthest {
                    farthest = distance
                    farthestIndex = index
                }
            }
            if farthest > tolerance {
                keep[farthestIndex] = true
                spans.append((first, farthestIndex))
                spans.append((farthestIndex, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { rounded(points[$0]) }
    }

    static func rounded(_ point: Point) -> Point {
        Point(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
    }

    private static func distanceSquared(_ a: Point, _ b: Point) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    private static func distanceToSegment(_ point: Point, _ start: Point, _ end: Point) -> Double {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = dx * dx + dy * dy
        guard length > 0 else { return distanceSquared(point, start).squareRoot() }
        let t = max(0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / length))
        return distanceSquared(point, Point(x: start.x + t * dx, y: start.y + t * dy)).squareRoot()
    }

    /// The geometry for `frame`, made the first time it is asked for.
    static func cached(for frame: Rect) -> WorldMapGeometry { cache.value(for: frame) }

    private static let cache = WorldMapGeometryCache()
}

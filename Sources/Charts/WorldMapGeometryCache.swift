import ChartKit
import Foundation

/// The few frames a process draws the world map into, each made once.
final class WorldMapGeometryCache: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [(frame: Rect, geometry: WorldMapGeometry)] = []

    func value(for frame: Rect) -> WorldMapGeometry {
        lock.lock()
        defer { lock.unlock() }
        if let known = made.first(where: { $0.frame == frame }) { return known.geometry }
        let geometry = WorldMapGeometry(frame: frame)
        // A process draws the map at one or two sizes; a gallery or a test a few more.
        if made.count == 8 { made.removeFirst() }
        made.append((frame, geometry))
        return geometry
    }
}

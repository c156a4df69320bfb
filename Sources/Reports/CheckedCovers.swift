import ChartKit
import Foundation

/// Remembers which cover files decode, so a site build checks each cover once rather than
/// once for every report that shows it. Keyed by name and bytes' count: a cover file is
/// named after its image and only replaced whole.
public final class CheckedCovers: @unchecked Sendable {
    private let drawing: any ChartDrawing
    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    public init(drawing: any ChartDrawing) {
        self.drawing = drawing
    }

    public func decodes(_ data: Data, name: String) -> Bool {
        let key = "\(name)#\(data.count)"
        if let answer = lock.withLock({ known[key] }) { return answer }
        let answer = drawing.pictureProblem(data) == nil
        lock.withLock { known[key] = answer }
        return answer
    }
}

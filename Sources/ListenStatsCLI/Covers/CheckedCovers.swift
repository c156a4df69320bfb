import CairoCanvas
import Foundation

/// Remembers which cover files decode, so a site build checks each cover once rather than
/// once for every report that shows it. Keyed by name and bytes' count: a cover file is
/// named after its image and only replaced whole.
final class CheckedCovers: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    func decodes(_ data: Data, name: String) -> Bool {
        let key = "\(name)#\(data.count)"
        if let answer = lock.withLock({ known[key] }) { return answer }
        let answer = JPEGImage.problem(with: data) == nil
        lock.withLock { known[key] = answer }
        return answer
    }
}
